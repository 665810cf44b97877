import type { Decorator, Preview } from '@storybook/react-vite';
import { FORCE_REMOUNT, GLOBALS_UPDATED, STORY_ARGS_UPDATED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
// The fixture site's own styles first, then the bundle's, as on the site: stories look like the pages.
import '../theme/styles/site.css';
import '../packages/kurzus/kurzus.css';
import { applyBrand, brands } from '../stories/support/brands.ts';
import { formatHtml } from '../stories/support/formatHtml.ts';
import { detachAll, withBehaviors, type KurzusParameters } from '../stories/support/withBehaviors.tsx';
import { viewports } from '../stories/support/viewports.ts';

// The stories are the site's Hungarian pages, and the bundle speaks the page's language (<html lang>).
document.documentElement.lang = 'hu';

/**
 * Docs pages show each story in a frame of its own, further down the page; a behaviour that waits to be seen
 * (the off-canvas toggle, counters, lazy media, sliders) waits there until its frame is scrolled to. The story
 * renders and plays once its frame is in view, as it does on the canvas, which is always in view.
 */
const inView = () =>
  window.parent === window
    ? undefined
    : new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      });

/** The toolbar's brand: its tokens on the document's root, as a site's stylesheet after the theme's would set them. */
const withBrand: Decorator = (Story, { globals }) => {
  applyBrand(document.documentElement, String(globals['brand'] ?? 'kurzus'));
  return <Story />;
};

/** The stories shown here whose play function puts them in a state: a dialog open, a menu expanded, a form filled. */
const played = new Set<string>();
/** The story on the canvas now, and the toolbar's page conditions it was rendered in. */
const shown = { id: '', conditions: '' };
const conditionsOf = (globals: Record<string, unknown>) => JSON.stringify([globals['bundle'], globals['motion']]);

/**
 * A story with a play function is the state its play leaves: an "Open" story is its widget open. Storybook
 * renders a story again with new args (a Control changed) or new globals (the toolbar) but plays it only when
 * it mounts, so a changed drupalSettings Control, or the motion switch, would show the page with the widget
 * closed (the behaviours attach again). Such a story is remounted then, as the toolbar's Remount button does:
 * it renders and plays again, and the widget opens with the new settings. Without JavaScript there is nothing
 * to play: the page stays as a visitor without it gets it.
 */
const replayOnControls: Decorator = (Story, { id, playFunction, globals }) => {
  if (playFunction && !played.has(id)) {
    if (played.size === 0) {
      const channel = addons.getChannel();
      const remount = (storyId: string) => played.has(storyId) && channel.emit(FORCE_REMOUNT, { storyId });
      channel.on(STORY_ARGS_UPDATED, ({ storyId }: { storyId: string }) => remount(storyId));
      channel.on(GLOBALS_UPDATED, ({ globals: now }: { globals: Record<string, unknown> }) => {
        const conditions = conditionsOf(now);
        if (conditions === shown.conditions) return;
        shown.conditions = conditions;
        if (now['bundle'] !== 'off') remount(shown.id);
      });
    }
    played.add(id);
  }
  shown.id = id;
  shown.conditions = conditionsOf(globals);
  return <Story />;
};

/** A toolbar menu of the preview: its choices by value, the chosen one shown as its title. */
const toolbarMenu = (title: string, icon: 'paintbrush' | 'power' | 'transfer', description: string, choices: Record<string, string>) => ({
  description,
  toolbar: { title, icon, items: Object.entries(choices).map(([value, title]) => ({ value, title })), dynamicTitle: true },
});

const preview: Preview = {
  globalTypes: {
    brand: toolbarMenu('Brand', 'paintbrush', 'Example brands: tokens a site sets after the theme (Foundations › Tokens)', {
      ...Object.fromEntries(Object.entries(brands).map(([value, { title }]) => [value, title])),
    }),
    bundle: toolbarMenu(
      'JavaScript',
      'power',
      'The bundle on, or off: the page as a visitor without JavaScript gets it (and as it is before the code)',
      { on: 'With the bundle', off: 'Without JavaScript' },
    ),
    motion: toolbarMenu(
      'Motion',
      'transfer',
      'Reduced motion: prefers-reduced-motion as the bundle reads it, and no transitions or animations',
      { full: 'Full motion', reduced: 'Reduced motion' },
    ),
  },
  initialGlobals: { brand: 'kurzus', bundle: 'on', motion: 'full' },
  // A docs page for every story file: the descriptions, each story, its args.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // On a docs page each story gets a frame of its own: behaviours listen on the document and dialogs
    // take focus and the page's body, so stories sharing one page would step on each other.
    docs: {
      story: { inline: false, iframeHeight: 420 },
      // "Show code" of a story of server-rendered markup: the HTML the theme prints, not the story's code.
      source: {
        language: 'html',
        transform: (code: string, { parameters, args }: { parameters: { kurzus?: KurzusParameters }; args: Record<string, unknown> }) => {
          const markup = parameters.kurzus?.markup;
          if (markup === undefined) return code;
          return formatHtml(typeof markup === 'function' ? markup(args) : markup);
        },
      },
    },
    viewport: { options: viewports },
    a11y: {
      // A violation fails the story's test, as in the project's own Chromium run.
      test: 'error',
      // A story is a fragment of a page, not a page: it has no landmarks to sit in.
      config: { rules: [{ id: 'region', enabled: false }] },
    },
  },
  decorators: [withBehaviors, withBrand, replayOnControls],
  loaders: [inView],
  // Its cleanup runs when the story is torn down, before React unmounts it (see detachAll).
  beforeEach: () => detachAll,
};

export default preview;
