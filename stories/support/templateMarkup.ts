import type { Printable } from '../../scripts/twig/render.ts';
import { renderer } from '../../scripts/twig/templates.ts';

/**
 * The markup the theme's Twig templates print (fixtures/data holds the templates and variables of every
 * fixture page), so a story shows what the live site prints, and what the fixtures are tested against.
 */
export const templateMarkup = (...printables: Printable[]): string => printables.map((printable) => renderer.print(printable)).join('');

/** The page's header frame around blocks (core's page and region templates). */
export const siteHeader = (...printables: Printable[]): string =>
  `<div class="layout-container"><header role="banner"><div class="region region-header">` +
  `<div id="block-kurzus-site-branding" class="block block-system block-system-branding-block"><div class="site-name"><a href="/" rel="home">Kurzus</a></div></div>` +
  `${templateMarkup(...printables)}</div></header></div>`;
