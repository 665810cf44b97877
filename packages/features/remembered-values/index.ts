import { defineBehavior } from '#behaviors/manifest';

/**
 * Name, mail and homepage remembered in the browser for core's `form[data-user-info-from-browser]`,
 * where core's own form script does not already do it. Its code loads only on pages with such a form.
 */
export const rememberedValues = defineBehavior({
  name: 'remembered-values',
  selector: 'form[data-user-info-from-browser]',
  element: 'form',
  unless: 'fillUserInfoFromBrowser',
  load: () => import('./remembered-values.ts'),
});
