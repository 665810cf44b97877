import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

/** The sidebar's top-level groups in the site's language (the stories keep their English titles and ids). */
const groupLabels: Record<string, string> = {
  Foundations: 'Alapok',
  Features: 'Funkciók',
  Components: 'Komponensek',
  Pages: 'Oldalak',
  UI: 'Felületelemek',
};

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
  sidebar: {
    renderLabel: (item) => (item.type === 'root' || item.type === 'group' ? (groupLabels[item.name] ?? item.name) : item.name),
  },
});
