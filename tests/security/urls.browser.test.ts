// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, hosts, useBrowser } from '../browser/support.ts';
import { loaded, reachFor, recordNavigations, watchSentinel } from './observe.ts';
import { attribute, URL_PAYLOADS, withSentinel } from './payloads.ts';
import { serveChanged } from './changed-page.ts';

/**
 * Every URL a widget follows or embeds, set to each URL payload: buy and gift links (data-teachable,
 * data-gift, href), the '2+1' targets from settings, video and lightbox links, lazy media, in-page redirects. None may
 * run: a refused link warns and follows the control's own href when that is safe (here `#ok-N`, which
 * only changes the fragment), else does nothing; nothing throws, and only the Vimeo player is embedded.
 */
const open = useBrowser();
/**
 * The payloads the URL parser does not read as http(s): some only look hostile (`%6Aavascript:` is a
 * relative path). `inMarkup`: as an attribute of the page's HTML, where the HTML parser has already turned
 * a NUL into U+FFFD, so `\0javascript:` arrives as a harmless relative path and is left out (it still
 * travels as is in the settings JSON).
 */
const urls = (inMarkup = true) =>
  URL_PAYLOADS.map((payload) => withSentinel(payload, baseURL())).filter((url) => {
    try {
      return !['http:', 'https:'].includes(new URL(inMarkup ? url.replaceAll('\0', '\uFFFD') : url, baseURL()).protocol);
    } catch {
      return true;
    }
  });

const uncaught = (logs: { type: string; text: string }[]) => logs.filter((log) => log.type === 'pageerror');

/** A box with the markup `element` writes for each URL of the corpus (its attribute value escaped). */
const corpusBox = (id: string, element: (url: string, index: number) => string) =>
  `<div id="${id}">${urls()
    .map((url, index) => element(attribute(url), index))
    .join('')}</div>`;

/**
 * What the bundle does, not what the browser does with a plain link: a listener after every other one
 * stops the browser's own navigation to a link that is not http(s), as if the visitor had not clicked it.
 * What the bundle navigates to by script, or embeds, still happens.
 */
async function onlyTheBundleNavigates(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (link && !['http:', 'https:'].includes(link.protocol)) event.preventDefault();
    });
  });
}

/**
 * Opens the fixture page (`url`: its path and query) served with `markup` added to it, watching the sentinel
 * and recording every navigation away from it; `start` is the address it opened at.
 */
async function openChanged(page: Page, url: string, markup: string) {
  const path = url.replace(/\?.*/, '');
  const sentinel = watchSentinel(page);
  const followed = await recordNavigations(page, path);
  await serveChanged(page, path, { markup });
  await page.goto(url);
  return { sentinel, followed, start: page.url() };
}

async function expectNothingRan(page: Page, sentinel: ReturnType<typeof watchSentinel>) {
  await page.waitForTimeout(300);
  expect(await sentinel.ran()).toEqual({ global: null, requests: [] });
}

/**
 * Clicks each control in turn (a plain left click, from the page: many per second) and records where the
 * page went after each; the page must stay this document.
 */
const clickEach = (page: Page, selector: string) =>
  page.evaluate(async (selector) => {
    const hashes: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      control.click();
      await new Promise((resolve) => setTimeout(resolve, 30));
      hashes.push(location.hash);
      history.replaceState(null, '', location.pathname + location.search);
    }
    return hashes;
  }, selector);

it('the URL corpus keeps at least 35 URLs the parser does not read as http(s)', () => {
  expect(urls().length).toBeGreaterThanOrEqual(35);
  expect(urls(false).length).toBeGreaterThan(urls().length);
});

describe.each(hosts)('URLs the widgets follow, %s', (_host, query) => {
  it('buy and gift buttons: a hostile data-teachable or data-gift is refused and the button follows its own safe href', async () => {
    const list = urls();
    const markup = corpusBox(
      'xss-gombok',
      (url, index) =>
        `<a href="#ok-${index}" data-kurzus="buy" data-nid="${900 + index}" data-teachable="${url}" class="xss-buy">Megveszem ${index}</a>` +
        `<a href="#ok-${index}" data-kurzus="gift" data-nid="${900 + index}" data-gift="${url}" class="xss-gift">Ajándék ${index}</a>`,
    );
    const { page, logs } = await open('about:blank', { before: onlyTheBundleNavigates });
    const { sentinel, followed } = await openChanged(page, '/fixtures/courses.html' + query, markup);
    await loaded(page, 'buy');
    await reachFor(page, page.locator('.xss-gift').first(), 'gift');
    const expected = list.map((_, index) => `#ok-${index}`);
    expect(await clickEach(page, '.xss-buy')).toEqual(expected);
    expect(await clickEach(page, '.xss-gift')).toEqual(expected);
    expect(followed).toEqual([]);
    await expectNothingRan(page, sentinel);
    expect(uncaught(logs)).toEqual([]);
    expect(logs.filter((log) => /\[kurzus\] (buy|gift): "data-(teachable|gift)"/.test(log.text)).length).toBeGreaterThanOrEqual(
      list.length,
    );
  });

  it('buy and gift buttons: a hostile href (no other link) does nothing and throws nothing', async () => {
    const markup = corpusBox(
      'xss-gombok',
      (url, index) =>
        `<a href="${url}" data-kurzus="buy" data-nid="${900 + index}" class="xss-buy">Megveszem ${index}</a><a href="${url}" data-kurzus="gift" data-nid="${900 + index}" class="xss-buy">Ajándék ${index}</a>`,
    );
    const { page, logs } = await open('about:blank', { before: onlyTheBundleNavigates });
    const { sentinel, followed, start } = await openChanged(page, '/fixtures/courses.html' + query, markup);
    await loaded(page, 'buy');
    await reachFor(page, page.locator('[data-kurzus="gift"]').first(), 'gift');
    await clickEach(page, '.xss-buy');
    expect(followed).toEqual([]);
    expect(page.url()).toBe(start);
    await expectNothingRan(page, sentinel);
    expect(uncaught(logs)).toEqual([]);
  });

  it("the '2+1' targets from settings: a hostile own or gift target is never followed", async () => {
    const list = urls(false);
    const { page, logs } = await open('about:blank', { before: onlyTheBundleNavigates });
    const sentinel = watchSentinel(page);
    for (let at = 0; at < list.length; at += 6) {
      const slot = (offset: number) => list[(at + offset) % list.length]!;
      await page.unrouteAll();
      await serveChanged(page, '/fixtures/bundle.html', {
        settings: (settings) => {
          settings.kurzus!['bundle']!['combinations'] = [
            { values: [6, 7], own: slot(0), gift: slot(1) },
            { values: [6, 8], own: slot(2), gift: slot(3) },
            { values: [7, 8], own: slot(4), gift: slot(5) },
          ];
        },
      });
      await page.goto('/fixtures/bundle.html' + query);
      const start = page.url();
      const form = page.locator('form[data-kurzus~="bundle"]');
      await expect.poll(() => form.getAttribute('data-once')).toContain('kurzus-bundle');
      for (const [first, second] of [
        ['A Boldogság', 'A Megoldás'],
        ['A Boldogság', 'A Siker'],
        ['A Megoldás', 'A Siker'],
      ] as const) {
        await form.getByRole('checkbox', { name: first, exact: true }).check();
        await form.getByRole('checkbox', { name: second, exact: true }).check();
        await page.getByRole('link', { name: 'Megveszem (2+1 csomag)' }).click();
        await page.getByRole('link', { name: 'Ajándékba adom (2+1 csomag)' }).click();
        await page.waitForTimeout(50);
        expect(page.url().replace(/#.*$/, '')).toBe(start);
        await form.getByRole('checkbox', { name: first, exact: true }).uncheck();
        await form.getByRole('checkbox', { name: second, exact: true }).uncheck();
      }
      await expectNothingRan(page, sentinel);
    }
    expect(uncaught(logs)).toEqual([]);
  }, 120_000);

  it('video and lightbox links: nothing but the Vimeo player is embedded, no image from a hostile URL, nothing runs', async () => {
    const markup = corpusBox(
      'xss-media',
      (url, index) =>
        `<a href="${url}" data-kurzus="video" data-title="Videó ${index}" class="xss-media">Videó ${index}</a><a href="${url}" class="colorbox xss-media" title="Kép ${index}">Kép ${index}</a>`,
    );
    const { page, logs } = await open('about:blank', { before: onlyTheBundleNavigates });
    const sentinel = watchSentinel(page);
    const followed = await recordNavigations(page, '/fixtures/gallery.html');
    await page
      .context()
      .route('https://player.vimeo.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Lejátszó</title>' }),
      );
    await serveChanged(page, '/fixtures/gallery.html', { markup });
    await page.goto('/fixtures/gallery.html' + query);
    const start = page.url();
    await page.waitForFunction(() => document.querySelector('a.colorbox.xss-media[data-once]') !== null);
    const embedded = await page.evaluate(async () => {
      const found: string[] = [];
      const frames = async (count: number) => {
        for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      };
      for (const link of document.querySelectorAll<HTMLElement>('.xss-media')) {
        link.click();
        // The overlay's code loads with the first click: give it time to show what it would embed.
        await frames(link === document.querySelector('.xss-media') ? 30 : 5);
        for (const element of document.querySelectorAll('.kurzus-overlay iframe, .kurzus-overlay img')) {
          const src = element.getAttribute('src') ?? '';
          if (
            !/^https:\/\/player\.vimeo\.com\/video\/\d+\?/.test(src) &&
            !['http:', 'https:'].includes(new URL(src, location.href).protocol)
          )
            found.push(src);
        }
        (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        await frames(2);
      }
      return found;
    });
    expect(embedded).toEqual([]);
    expect(followed).toEqual([]);
    expect(page.url().replace(/#.*$/, '')).toBe(start);
    await expectNothingRan(page, sentinel);
    expect(uncaught(logs)).toEqual([]);
  }, 60_000);

  it('lazy media: a hostile data-src never becomes a frame or image address, and nothing runs', async () => {
    const markup = corpusBox(
      'xss-lazy',
      (url, index) =>
        `<iframe data-kurzus="lazy" data-src="${url}" title="Keret ${index}"></iframe><img data-kurzus="lazy" data-src="${url}" alt="">`,
    );
    const { page, logs } = await open('about:blank');
    const { sentinel, followed } = await openChanged(page, '/fixtures/gallery.html' + query, markup);
    // Each mounted and refused (a warning says so once per page), then all of them brought into view.
    await expect.poll(() => page.locator('#xss-lazy :not([data-once~="kurzus-lazy"])').count()).toBe(0);
    await expect.poll(() => logs.map((log) => log.text)).toContain('[kurzus] lazy: "data-src" is not an http(s) address; not loaded.');
    await page.locator('#xss-lazy').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await page.locator('#xss-lazy [src]').count()).toBe(0);
    expect(followed).toEqual([]);
    await expectNothingRan(page, sentinel);
    expect(uncaught(logs)).toEqual([]);
  });

  it('in-page redirect commands: a hostile URL is refused with a warning, the page stays', async () => {
    const list = urls(false);
    const commands = list.map((url) => ({ command: 'redirect', url }));
    const markup = `<form action="/teszt/parancsok" method="post"><textarea name="parancsok" hidden>${attribute(JSON.stringify(commands))}</textarea>
      <input type="submit" class="use-ajax-submit" value="Parancsok" id="xss-kuld"></form>`;
    const { page, logs } = await open('about:blank');
    const { sentinel, followed, start } = await openChanged(page, '/fixtures/contact.html' + query, markup);
    await reachFor(page, page.locator('#xss-kuld'), 'inpage');
    await page.locator('#xss-kuld').click();
    await expect.poll(() => logs.filter((log) => log.text.startsWith('[kurzus] inpage:')).length).toBeGreaterThanOrEqual(list.length);
    expect(followed).toEqual([]);
    expect(page.url()).toBe(start);
    await expectNothingRan(page, sentinel);
    expect(uncaught(logs)).toEqual([]);
  });
});
