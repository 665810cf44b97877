import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The site's name and its button red on Storybook's light theme, so a themer knows whose components these are.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Kurzus',
    brandUrl: './',
    brandTarget: '_self',
    colorPrimary: '#a4161a',
    colorSecondary: '#a4161a',
  }),
});
