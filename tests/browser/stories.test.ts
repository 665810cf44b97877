// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { buildStorybook, serveStorybook, type IndexEntry } from '../support/storybook.ts';
import { axeViolations, useBrowser } from './support.ts';

// The stories are listed from the build's own index, so the build runs while the file is collected.
const outputDir = await mkdtemp(path.join(os.tmpdir(), 'kurzus-storybook-'));
await buildStorybook(outputDir);
const index = JSON.parse(await readFile(path.join(outputDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Where a story is shown when it names no viewport: the width the pages are designed at. */
const desktop = { width: 1280, height: 800 };

let server: Server;
let base = '';
/** Each story's viewport, as the preview says when it loads. */
let viewports: Record<string, { width: number; height: number }> = {};

const open = useBrowser();

/** The video player is an outside host, out of reach here: a local stand-in answers for it. */
const stubPlayer = async (page: Page) => {
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="hu"><title>Lejátszó</title><p>Lejátszó</p></html>' }),
  );
};

/**
 * The preview a themer browses: one page, in which each story is chosen in turn, as the sidebar chooses
 * it, without a reload. So a story also shows that the one before it left nothing behind. After a failed
 * test it is loaded again, so that one failure is reported once, not by every story after it.
 */
let preview: Awaited<ReturnType<typeof open>>;
let reloadPreview = false;

/**
 * Loads the preview and waits until its stories are all prepared (so a story chosen now renders at once);
 * returns each story's viewport, from its `globals.viewport` and the preview's presets.
 */
async function loadPreview(page: Page): Promise<Record<string, { width: number; height: number }>> {
  await page.goto(`${base}/iframe.html`);
  return page.evaluate(async () => {
    interface Extracted {
      globals?: { viewport?: { value?: string } | string };
      parameters?: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
    }
    const storybook = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: { initializationPromise: Promise<void>; extract(): Promise<Record<string, Extracted>> };
      }
    ).__STORYBOOK_PREVIEW__;
    await storybook.initializationPromise;
    // On a busy machine the story index can still be on its way after initialization: ask again until
    // extract() answers (its error names the cause if it never does).
    const extracted = async (): Promise<Record<string, Extracted>> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await storybook.extract();
        } catch (error) {
          if (attempt >= 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const sizes: Record<string, { width: number; height: number }> = {};
    for (const [id, { globals, parameters }] of Object.entries(await extracted())) {
      const value = typeof globals?.viewport === 'string' ? globals.viewport : globals?.viewport?.value;
      const preset = value ? parameters?.viewport?.options?.[value] : undefined;
      if (preset) sizes[id] = { width: parseInt(preset.styles.width, 10), height: parseInt(preset.styles.height, 10) };
    }
    return sizes;
  });
}

beforeAll(async () => {
  ({ server, base } = await serveStorybook(outputDir));
  preview = await open('about:blank', { viewport: desktop, before: stubPlayer, keep: true });
  viewports = await loadPreview(preview.page);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(outputDir, { recursive: true, force: true });
});

it('lists every story of the build, and opens the off-canvas menu on a phone', () => {
  expect(stories.length).toBeGreaterThanOrEqual(40);
  expect(viewports['features-off-canvas-navigation--open']).toEqual({ width: 390, height: 844 });
});

/** The picture the lightbox's broken-image story opens: it does not exist, on purpose. */
const missingOnPurpose = '/fixtures/assets/gallery/hianyzo-kep.svg';

/** Rules about a whole page (landmarks, one h1): a story is a fragment of a page, not a page. */
const pageRules = ['region', 'landmark-one-main', 'page-has-heading-one'];

/** The phase of the story's render: 'finished' once it has rendered, played and run its checks. */
const phase = () =>
  (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase;

/** Opens the story on a page of its own at this size, and waits until it has rendered and played without an error. */
async function played(story: IndexEntry, viewport: { width: number; height: number }) {
  const opened = await open(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`, { viewport, before: stubPlayer });
  // Storybook runs the story's play function itself, in story mode; 'finished' comes after it.
  await expect.poll(() => opened.page.evaluate(phase), { timeout: 15_000 }).toBe('finished');
  await expectNoErrorShown(opened.page);
  return opened;
}

/**
 * Chooses the story in the preview at this size, as the sidebar does (the same story again: remounted, as
 * the toolbar's remount button does), and waits until it has rendered and played without an error. The
 * preview's logs then hold what this story logged.
 */
async function shown(story: IndexEntry, viewport: { width: number; height: number }) {
  const { page, logs } = preview;
  if (reloadPreview) await loadPreview(page);
  reloadPreview = false;
  onTestFailed(() => void (reloadPreview = true));
  logs.length = 0;
  await page.setViewportSize(viewport);
  const ended = await page.evaluate(
    (storyId) =>
      new Promise<string>((resolve) => {
        const { __STORYBOOK_ADDONS_CHANNEL__: channel, __STORYBOOK_PREVIEW__: storybook } = window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: {
            emit(event: string, payload: unknown): void;
            on(event: string, listener: (payload: { storyId: string; newPhase: string }) => void): void;
            off(event: string, listener: (payload: { storyId: string; newPhase: string }) => void): void;
          };
          __STORYBOOK_PREVIEW__: { currentRender?: { id?: string } };
        };
        const ended = ({ storyId: id, newPhase }: { storyId: string; newPhase: string }) => {
          if (id !== storyId || !['finished', 'errored', 'aborted'].includes(newPhase)) return;
          channel.off('storyRenderPhaseChanged', ended);
          resolve(newPhase);
        };
        channel.on('storyRenderPhaseChanged', ended);
        if (storybook.currentRender?.id === storyId) channel.emit('forceRemount', { storyId });
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    story.id,
  );
  await expectNoErrorShown(page);
  expect(ended).toBe('finished');
  return preview;
}

/** Storybook shows no error in place of the story (the message it shows, if it does). */
async function expectNoErrorShown(page: Page) {
  expect(
    await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')),
    (await page.locator('#error-message').textContent()) ?? '',
  ).toBe(false);
}

it.each(stories.map((story) => [`${story.title} › ${story.name}`, story] as const))(
  '%s: renders, plays and passes axe in Chromium',
  async (_name, story) => {
    const { page, logs } = await shown(story, viewports[story.id] ?? desktop);
    expect((await page.locator('#storybook-root').textContent())?.trim()).not.toBe('');

    // No broken picture: the fixtures' images are in the build (the one missing on purpose is the lightbox's test).
    const broken = await page.evaluate(() =>
      // A lazy image still waiting for its address (no src yet, below the fold of a whole page) is not broken.
      [...document.images]
        .filter((image) => image.hasAttribute('src') && image.complete && image.naturalWidth === 0)
        .map((image) => image.getAttribute('src')),
    );
    expect(broken.filter((src) => src !== missingOnPurpose)).toEqual([]);

    const violations = (await axeViolations(page)).filter(({ id }) => !pageRules.includes(id));
    expect(violations).toEqual([]);
    expect(logs).toEqual([]);
  },
);

/** The other sizes a themer previews at: a phone, the width where the header changes, both in a short canvas. */
const otherViewports = [
  { width: 390, height: 600 },
  { width: 992, height: 600 },
];
/** The stories that play an interaction (Storybook tags them `play-fn`): those a canvas size could break. */
const interactions = stories.filter((story) => story.tags?.includes('play-fn'));

it('finds the stories that play an interaction', () => {
  expect(interactions.length).toBeGreaterThanOrEqual(20);
});

it.each(
  interactions.flatMap((story) =>
    otherViewports.map((size) => [`${story.title} › ${story.name}`, `${size.width}×${size.height}`, story, size] as const),
  ),
)('%s plays at %s', async (_name, _size, story, viewport) => {
  const { logs } = await shown(story, viewport);
  expect(logs).toEqual([]);
});

/** What the Controls panel sends the story's preview when a themer changes Controls: the new args. */
async function changeControls(page: Page, storyId: string, updatedArgs: Record<string, unknown>) {
  await page.evaluate(
    ({ storyId, updatedArgs }) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } })
        .__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('updateStoryArgs', { storyId, updatedArgs });
    },
    { storyId, updatedArgs },
  );
}

it('re-attaches the behaviours with the new drupalSettings when a control changes (the gift provider switch)', async () => {
  const storyId = 'features-buy-buttons--trailer-view';
  const { page, logs } = await open(`${base}/iframe.html?id=${storyId}&viewMode=story`, { viewport: desktop });
  await expect.poll(() => page.evaluate(phase), { timeout: 15_000 }).toBe('finished');
  const buy = page.locator('a[data-kurzus~="buy"]').first();
  await expect.poll(() => buy.getAttribute('data-once')).toContain('kurzus-buy');
  expect(await buy.getAttribute('aria-haspopup')).toBeNull();

  await changeControls(page, storyId, { gift_provider_enabled: true });
  await expect.poll(() => buy.getAttribute('aria-haspopup')).toBe('dialog');
  await buy.click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Hogyan szeretnéd megvenni?' }).isVisible()).toBe(true);
  expect(logs).toEqual([]);
});

/** Open stories, a drupalSettings Control each, and what their widget shows once open with it (and not before). */
const reopened = [
  {
    widget: 'the image lightbox: the slideshow switched on adds its start control',
    storyId: 'features-image-lightbox--gallery-open',
    dialog: 'Képnézegető',
    args: { slideshow: true, slideshowAuto: false },
    shows: (dialog: Locator) => dialog.getByRole('button', { name: 'diavetítés indítása' }),
  },
  {
    widget: "the '2+1' bundle's buy-error dialog (React): a larger package asks for more episodes",
    storyId: 'features-2-1-bundle--highlighted',
    dialog: 'Válaszd ki az epizódokat',
    args: { size: 4 },
    shows: (dialog: Locator) => dialog.getByText(/Válassz ki 3 epizódot/),
  },
];

it.each(reopened)(
  'keeps an Open story open when a Control changes, with the new settings: $widget',
  async ({ storyId, dialog: name, args, shows }) => {
    const story = stories.find(({ id }) => id === storyId);
    if (!story) throw new Error(`No story ${storyId} in the build.`);
    const { page, logs } = await played(story, desktop);
    const dialog = page.getByRole('dialog', { name });
    expect(await dialog.isVisible()).toBe(true);
    expect(await shows(dialog).count()).toBe(0);

    await changeControls(page, storyId, args);
    // The story renders with the new args (the behaviours attach again, which closes the widget), then plays again.
    await expect.poll(() => shows(dialog).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.evaluate(phase)).toBe('finished');
    await expectNoErrorShown(page);
    expect(logs).toEqual([]);
  },
);

/** What the toolbar sends the story's preview when a themer picks a page condition (JavaScript, motion). */
async function changeToolbar(page: Page, globals: Record<string, string>) {
  await page.evaluate((globals) => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } })
      .__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('updateGlobals', { globals });
  }, globals);
}

/** Plays a story by its id at the desktop size. */
function playedById(storyId: string) {
  const story = stories.find(({ id }) => id === storyId);
  if (!story) throw new Error(`No story ${storyId} in the build.`);
  return played(story, desktop);
}

it('keeps an Open story open through the toolbar: motion reduced, JavaScript off (closed, as without it) and on again', async () => {
  const { page, logs } = await playedById('features-image-lightbox--gallery-open');
  const dialog = page.getByRole('dialog', { name: 'Képnézegető' });
  expect(await dialog.isVisible()).toBe(true);

  await changeToolbar(page, { motion: 'reduced' });
  // The story's reduced-motion stylesheet is in: the page was attached again under the new condition.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('style')].some((style) => style.textContent?.includes('animation: none !important')),
      ),
    )
    .toBe(true);
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.evaluate(phase)).toBe('finished');

  await changeToolbar(page, { bundle: 'off' });
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(false);
  expect(await dialog.count()).toBe(0);

  await changeToolbar(page, { bundle: 'on' });
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.evaluate(phase)).toBe('finished');
  await expectNoErrorShown(page);
  expect(logs).toEqual([]);
});

it('keeps the exit-intent pop-up open when a Control changes, focus inside it', async () => {
  const storyId = 'features-exit-intent-pop-up--open';
  const { page, logs } = await playedById(storyId);
  const dialog = page.getByRole('dialog', { name: 'Várj még egy pillanatra!' });
  expect(await dialog.isVisible()).toBe(true);

  await changeControls(page, storyId, { sensitivity: 40 });
  await expect.poll(() => page.evaluate(phase), { timeout: 15_000 }).toBe('finished');
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoErrorShown(page);
  expect(logs).toEqual([]);
});

it("says on the '2+1' card what the size Control says: its title and legend name how many episodes to choose", async () => {
  const storyId = 'features-2-1-bundle--highlighted';
  const { page, logs } = await playedById(storyId);
  const legend = page.locator('legend');
  expect(await legend.textContent()).toContain('Válassz ki két epizódot');

  await changeControls(page, storyId, { size: 4 });
  await expect.poll(() => legend.textContent(), { timeout: 15_000 }).toContain('Válassz ki három epizódot, a negyedik, A Kulcs');
  expect(await page.getByRole('heading', { name: '3+1 csomag' }).count()).toBe(1);
  await expect.poll(() => page.evaluate(phase)).toBe('finished');
  await expectNoErrorShown(page);
  expect(logs).toEqual([]);
});
