// @vitest-environment node
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hasFocus, holdsFocus, hosts, useBrowser, useClassicBuild } from './support.ts';

const require = createRequire(import.meta.url);
const open = useBrowser();
const fixture = '/fixtures/gallery.html';

/** Serves the fixture with `drupalSettings.colorbox` changed by `colorbox` (as an alter hook would). */
function withColorbox(colorbox: Record<string, unknown>) {
  return async (page: Page) => {
    await page.route('**/fixtures/gallery.html*', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const json = /(<script type="application\/json" data-drupal-selector="drupal-settings-json">)(.*?)(<\/script>)/s.exec(html)!;
      const settings = JSON.parse(json[2]!) as { colorbox: Record<string, unknown> };
      Object.assign(settings.colorbox, colorbox);
      await route.fulfill({ response, body: html.replace(json[0], json[1] + JSON.stringify(settings) + json[3]) });
    });
  };
}

const thumb = (page: Page, href: string) => page.locator(`a.colorbox[href="${href}"]`);
const proba = (n: number) => `/fixtures/assets/gallery/proba-${n}.svg`;
const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Képnézegető' });
const photoPath = (page: Page) => page.locator('.kurzus-lightbox__photo').evaluate((img: HTMLImageElement) => new URL(img.src).pathname);
const counter = (page: Page) => lightbox(page).getByRole('status').textContent();
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent ?? element?.tagName;
  });

async function openImage(page: Page, href: string) {
  await thumb(page, href).click();
  await expect.poll(() => lightbox(page).isVisible()).toBe(true);
  // The arrow keys are heard from inside the lightbox.
  await expect.poll(() => holdsFocus(lightbox(page))).toBe(true);
}

describe.each(hosts)('the image lightbox, %s', (_host, query) => {
  it('opens a gallery image without navigating, focuses Previous, says the position, and passes axe', async () => {
    const { page, logs } = await open(fixture + query);
    const before = page.url();
    await openImage(page, proba(2));
    expect(page.url()).toBe(before);
    await expect.poll(() => page.locator('.kurzus-lightbox__figure').getAttribute('data-status')).toBe('loaded');
    expect(await photoPath(page)).toBe(proba(2));
    expect(await counter(page)).toBe('2 / 5');
    await expect.poll(() => focused(page)).toBe('« Előző');
    expect(await lightbox(page).locator('figcaption').innerHTML()).toBe('A <em>Boldogság</em> jelmezes próbája');
    await expectNoAxeViolations(page);
    expect(logs).toEqual([]);
  });

  it('steps with the buttons and the arrow keys and wraps around (loop is on by default)', async () => {
    const { page } = await open(fixture + query);
    await openImage(page, proba(5));
    // The plain style hides the controls from the eye: they are used by keyboard (and screen readers).
    await lightbox(page).getByRole('button', { name: 'Következő »' }).press('Enter');
    await expect.poll(() => counter(page)).toBe('1 / 5');
    await expect.poll(() => photoPath(page)).toBe(proba(1));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page)).toBe('5 / 5');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => photoPath(page)).toBe(proba(2));
    await lightbox(page).getByRole('button', { name: '« Előző' }).press('Enter');
    await expect.poll(() => counter(page)).toBe('1 / 5');
  });

  it.each([
    ['×', (page: Page) => lightbox(page).getByRole('button', { name: 'Bezárás' }).click()],
    ['Esc', (page: Page) => page.keyboard.press('Escape')],
    ['the backdrop', (page: Page) => page.mouse.click(3, 3)],
  ])('closes with %s and gives focus back to the link', async (_closer, close) => {
    const { page } = await open(fixture + query);
    await openImage(page, proba(3));
    await close(page);
    await expect.poll(() => lightbox(page).count()).toBe(0);
    await expect.poll(() => hasFocus(thumb(page, proba(3)))).toBe(true);
  });
});

describe('the image lightbox', () => {
  it('stops at the ends with loop off', async () => {
    const { page } = await open(fixture, { before: withColorbox({ loop: false }) });
    await openImage(page, proba(1));
    expect(await lightbox(page).getByRole('button', { name: '« Előző' }).count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('Bezárás');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page)).toBe('1 / 5');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page)).toBe('5 / 5');
    expect(await lightbox(page).getByRole('button', { name: 'Következő »' }).count()).toBe(0);
    // Stepping back to the first image takes away the focused Previous: focus stays in the overlay.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    await lightbox(page).getByRole('button', { name: '« Előző' }).press('Enter');
    await expect.poll(() => counter(page)).toBe('1 / 5');
    await expect.poll(() => holdsFocus(lightbox(page))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await holdsFocus(lightbox(page))).toBe(true);
  });

  it('keeps focus inside: Tab from Close wraps to Previous, Shift+Tab from Previous wraps to Close', async () => {
    const { page } = await open(fixture);
    await thumb(page, proba(2)).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('« Előző');
    // The focused control shows.
    expect(await page.locator('.kurzus-lightbox__previous').evaluate((button) => button.getBoundingClientRect().width > 1)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Bezárás');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('« Előző');
    const seen = new Set<string | undefined>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      seen.add(await focused(page));
      expect(await holdsFocus(lightbox(page))).toBe(true);
    }
    expect([...seen].sort()).toEqual(['« Előző', 'Bezárás', 'Következő »'].sort());
  });

  it('focuses Close for a single image, and Tab keeps it there', async () => {
    const { page } = await open(fixture);
    await openImage(page, '/fixtures/assets/gallery/szinpad.svg');
    await expect.poll(() => focused(page)).toBe('Bezárás');
    expect(await lightbox(page).getByRole('status').textContent()).toBe('');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Bezárás');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Bezárás');
  });

  it('shows its controls to a mouse: previous, next and the counter, × close; close and title stay when the pointer leaves the photo', async () => {
    const { page } = await open(fixture, { reducedMotion: 'reduce' });
    await openImage(page, proba(1));
    await expect.poll(() => page.locator('.kurzus-lightbox__figure').getAttribute('data-status')).toBe('loaded');
    const size = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().width);
    // A mouse click opened it: the controls show all the same.
    for (const selector of ['.kurzus-lightbox__previous', '.kurzus-lightbox__next', '[role="status"]'])
      expect(await size(selector)).toBeGreaterThan(20);
    expect(await lightbox(page).getByRole('status').isVisible()).toBe(true);
    const close = lightbox(page).getByRole('button', { name: 'Bezárás' });
    expect(await close.textContent()).toBe('×');
    const closeOpacity = () => close.evaluate((button) => getComputedStyle(button).opacity);
    const titleScale = () => page.locator('figcaption').evaluate((title) => getComputedStyle(title).transform);
    await page.mouse.move(3, 3);
    expect(await closeOpacity()).toBe('1');
    expect(await titleScale()).toBe('none');
    expect(await close.isVisible()).toBe(true);
  });

  it('hides an empty title', async () => {
    const { page } = await open(fixture);
    await openImage(page, proba(3));
    await expect.poll(() => page.locator('.kurzus-lightbox__figure').getAttribute('data-status')).toBe('loaded');
    expect(await lightbox(page).locator('figcaption').count()).toBe(0);
  });

  it("shows 'This image failed to load.' in Hungarian for a broken image, and the overlay stays usable", async () => {
    const { page, logs } = await open(fixture);
    await openImage(page, '/fixtures/assets/gallery/hianyzo-kep.svg');
    await expect.poll(() => lightbox(page).getByRole('alert').textContent()).toBe('A képet nem sikerült betölteni.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => lightbox(page).count()).toBe(0);
    expect(logs).toEqual([]);
  });

  it('groups rel galleries and steps through them', async () => {
    const { page } = await open(fixture);
    await openImage(page, '/fixtures/assets/gallery/kulisszak-2.svg');
    await expect.poll(() => counter(page)).toBe('2 / 3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => photoPath(page)).toBe('/fixtures/assets/gallery/kulisszak-3.svg');
  });

  it('runs the slideshow when the site turns it on', async () => {
    const { page } = await open(fixture, {
      before: async (page) => {
        await page.clock.install();
        await withColorbox({
          slideshow: true,
          slideshowAuto: true,
          slideshowSpeed: 2500,
          slideshowStart: 'Diavetítés',
          slideshowStop: 'Diavetítés leállítása',
        })(page);
      },
    });
    await openImage(page, proba(1));
    await expect.poll(() => page.locator('.kurzus-lightbox__figure').getAttribute('data-status')).toBe('loaded');
    await page.clock.runFor(2500);
    await expect.poll(() => counter(page)).toBe('2 / 5');
    await lightbox(page).getByRole('button', { name: 'Diavetítés leállítása' }).press('Enter');
    await page.clock.runFor(10_000);
    expect(await counter(page)).toBe('2 / 5');
  });

  it("follows the link when the lightbox's code cannot load, so the click is not lost", async () => {
    const { page } = await open(fixture, {
      before: async (page) => {
        await page.route('**/chunks/Lightbox-*.js', (route) => route.abort('connectionreset'));
      },
    });
    await thumb(page, proba(1)).click();
    await page.waitForURL('**' + proba(1));
  });

  it('is off on a mobile screen with detection on: the link navigates to the image', async () => {
    const { page } = await open(fixture, { screen: { width: 400, height: 700 }, viewport: { width: 400, height: 700 } });
    await thumb(page, proba(1)).click();
    await page.waitForURL('**' + proba(1));
  });

  it('opens on the same small screen when detection is off', async () => {
    const { page } = await open(fixture, {
      screen: { width: 400, height: 700 },
      viewport: { width: 400, height: 700 },
      before: withColorbox({ mobiledetect: false }),
    });
    await openImage(page, proba(1));
    expect(page.url()).toContain(fixture);
  });
});

describe('captions and loading', () => {
  const captioned = '/fixtures/assets/gallery/proba-2.svg';
  const caption = (page: Page) => lightbox(page).locator('figcaption');

  const classic = (page: Page) => useClassicBuild(page, fixture);

  it('loads the lightbox and DOMPurify only when an image is reached for', async () => {
    const { page, requested } = await open(fixture);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => /\/chunks\/(Lightbox|purify)/.test(url))).toEqual([]);
    await openImage(page, captioned);
    await expect.poll(() => caption(page).innerHTML()).toBe('A <em>Boldogság</em> jelmezes próbája');
    expect(requested.filter((url) => /\/chunks\/purify/.test(url))).toHaveLength(1);
  });

  it('fetches React and the overlay when an image is reached for (pointer over it), not with the page', async () => {
    const { page, requested } = await open(fixture);
    await page.waitForLoadState('networkidle');
    const react = () => requested.filter((url) => /\/chunks\/root-/.test(url));
    expect(react()).toEqual([]);
    await thumb(page, captioned).hover();
    await expect.poll(react).toHaveLength(1);
    await openImage(page, captioned);
    expect(react()).toHaveLength(1);
  });

  it('in the classic script, sanitizes captions as the module build does (its DOMPurify is inlined)', async () => {
    const { page, logs, requested } = await open(fixture, { before: classic });
    await openImage(page, captioned);
    await expect.poll(() => caption(page).innerHTML()).toBe('A <em>Boldogság</em> jelmezes próbája');
    expect(requested.filter((url) => url.includes('/dist/'))).toEqual(['/modules/custom/kurzus_frontend/dist/kurzus.classic.js']);
    expect(logs).toEqual([]);
  });

  it("in the classic script, uses the page's own DOMPurify when it has one", async () => {
    const { page } = await open(fixture, {
      before: async (page) => {
        await classic(page);
        await page.addInitScript({ path: require.resolve('dompurify/dist/purify.min.js') });
      },
    });
    await openImage(page, captioned);
    await expect.poll(() => caption(page).innerHTML()).toBe('A <em>Boldogság</em> jelmezes próbája');
  });
});
