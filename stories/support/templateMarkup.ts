import { branding } from '../../fixtures/data/site.ts';
import { renderFrame } from '../../scripts/twig/page.ts';
import type { Printable } from '../../scripts/twig/render.ts';
import { renderer, theme } from '../../scripts/twig/templates.ts';

/**
 * The markup the theme's Twig templates print (fixtures/data holds the templates and variables of every
 * fixture page), so a story shows what the live site prints, and what the fixtures are tested against.
 */
export const templateMarkup = (...printables: Printable[]): string => printables.map((printable) => renderer.print(printable)).join('');

/** The page's header as page.html.twig prints it: the site's branding, and the main menu or secondary menu blocks given. */
export const siteHeader = ({ menu, secondary = [] }: { menu?: Printable; secondary?: Printable[] }): string => {
  const regions = { header: [branding], primary_menu: menu ? [menu] : [], secondary_menu: secondary };
  const page = new DOMParser().parseFromString(renderFrame(theme, regions), 'text/html');
  page.querySelector('main')?.remove();
  return page.body.innerHTML;
};
