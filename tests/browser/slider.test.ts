// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtOutputs, expectNoAxeViolations, hosts, useBrowser } from './support.ts';

const open = useBrowser();
const fixture = '/fixtures/packages.html';
const desktop = { viewport: { width: 1280, height: 900 } };

const articles = (page: Page) => page.locator('.articles [data-kurzus~="slider"]');
const joinMe = (page: Page) => page.locator('.join-me [data-kurzus~="slider"]');
const status = (slider: ReturnType<typeof articles>) => slider.locator('[aria-live="polite"]');
/** For each slide: is it inert (out of view, out of the tab order)? */
const inert = (slider: ReturnType<typeof articles>) =>
  slider.locator('[data-slide]').evaluateAll((slides) => slides.map((slide) => (slide as HTMLElement).inert));

/** Scrolls the slider into view and waits for the carousel to be ready. */
async function ready(slider: ReturnType<typeof articles>) {
  await slider.scrollIntoViewIfNeeded();
  await expect.poll(() => slider.evaluate((element) => element.classList.contains('is-ready'))).toBe(true);
}

/** Opens the page (at desktop size unless told) with the slider `which` finds scrolled into view and ready. */
async function openSlider(which: typeof articles, url: string, options = desktop) {
  const opened = await open(url, options);
  const slider = which(opened.page);
  await ready(slider);
  return { ...opened, slider };
}

describe.each(hosts)('the articles slider, %s', (_host, query) => {
  it('is a labelled carousel of slides, with only the slides in view reachable', async () => {
    const { page, logs, slider } = await openSlider(articles, fixture + query);
    expect(await slider.getAttribute('role')).toBe('region');
    expect(await slider.getAttribute('aria-roledescription')).toBe('karusszel');
    expect(await page.getByRole('region', { name: 'Cikkek' }).count()).toBe(1);
    expect(await slider.locator('[data-slide]').first().getAttribute('aria-roledescription')).toBe('dia');
    expect(await slider.locator('[data-slide]').first().getAttribute('aria-label')).toBe('1 / 5');
    // Three articles fit a desktop row.
    expect(await inert(slider)).toEqual([false, false, false, true, true]);
    expect(await slider.getByRole('button', { name: 'Előző' }).getAttribute('aria-disabled')).toBe('true');
    expect(await slider.getByRole('button', { name: 'Következő' }).getAttribute('aria-disabled')).toBe('false');
    await expectNoAxeViolations(page);
    expect(logs).toEqual([]);
  });

  it('steps with its buttons and says where it is', async () => {
    const { slider } = await openSlider(articles, fixture + query);
    await slider.getByRole('button', { name: 'Következő' }).click();
    await expect.poll(() => status(slider).textContent()).toBe('2. dia / 3');
    await expect.poll(() => inert(slider)).toEqual([true, false, false, false, true]);
    await slider.getByRole('button', { name: 'Következő' }).click();
    await expect.poll(() => status(slider).textContent()).toBe('3. dia / 3');
    await expect.poll(() => inert(slider)).toEqual([true, true, false, false, false]);
    expect(await slider.getByRole('button', { name: 'Következő' }).getAttribute('aria-disabled')).toBe('true');
    await slider.getByRole('button', { name: 'Előző' }).click();
    await expect.poll(() => status(slider).textContent()).toBe('2. dia / 3');
  });
});

describe('the sliders by keyboard', () => {
  it('moves with the arrow keys while focus is inside, and Tab skips slides out of view', async () => {
    const { page, slider } = await openSlider(articles, fixture);
    await slider.getByRole('link', { name: 'Miért nehéz nemet mondani?' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => status(slider).textContent()).toBe('2. dia / 3');
    // The focused article has left the view: focus stays in the carousel, so the keys keep working.
    await expect.poll(() => inert(slider)).toEqual([true, false, false, false, true]);
    expect(await slider.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => status(slider).textContent()).toBe('1. dia / 3');
    await expect.poll(() => inert(slider)).toEqual([false, false, false, true, true]);

    // From the last article in view, Tab goes to the buttons, not to the hidden fourth article.
    await slider.getByRole('link', { name: 'A kudarc mint tanítómester' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Előző');
  });

  it('leaves the arrow keys alone outside the slider', async () => {
    const { page, slider } = await openSlider(articles, fixture);
    await page.getByRole('heading', { name: 'Cikkek' }).click();
    await page.keyboard.press('ArrowRight');
    expect(await status(slider).textContent()).toBe('');
  });
});

describe('the sliders by swipe', () => {
  const phone = { viewport: { width: 400, height: 800 } };

  /** How far (px, rounded) slide `index` stands from the slider's left edge. */
  const slideOffset = (slider: ReturnType<typeof articles>, index: number) =>
    slider.evaluate(
      (element, index) =>
        Math.round(element.querySelectorAll('[data-slide]')[index]!.getBoundingClientRect().left - element.getBoundingClientRect().left),
      index,
    );

  /**
   * Presses on the slider's visible slide at `from` (a fraction of its width), moves to `to` in steps and
   * lets go. Over more than half a slide, so it lands on the next one however slowly the machine moves it.
   */
  async function drag(page: Page, slider: ReturnType<typeof articles>, from: number, to: number) {
    const box = (await slider.locator('[data-slide]:not([inert])').first().boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * from, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * to, y, { steps: 10 });
    await page.mouse.up();
  }

  it("moves the 'join me' slider on a swipe to the left, and back on a swipe to the right", async () => {
    const { page, slider } = await openSlider(joinMe, fixture, phone);
    await drag(page, slider, 0.9, 0.1);
    await expect.poll(() => status(slider).textContent()).toBe('2. dia / 3');
    await expect.poll(() => slideOffset(slider, 1)).toBe(0);
    expect(await inert(slider)).toEqual([true, false, true]);
    await drag(page, slider, 0.1, 0.9);
    await expect.poll(() => status(slider).textContent()).toBe('1. dia / 3');
    await expect.poll(() => slideOffset(slider, 0)).toBe(0);
  });

  it('does not follow a link that a swipe started on', async () => {
    const { page, slider } = await openSlider(articles, fixture, phone);
    const link = slider.getByRole('link', { name: 'Miért nehéz nemet mondani?' });
    const box = (await link.boundingBox())!;
    const slide = (await slider.locator('[data-slide]').first().boundingBox())!;
    await page.mouse.move(box.x + box.width - 5, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 5 - slide.width * 0.7, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => status(slider).textContent()).toBe('2. dia / 5');
    expect(new URL(page.url()).pathname).toBe(fixture);
  });
});

describe('the sliders otherwise', () => {
  it('jumps without animation when motion is reduced', async () => {
    const { page } = await open(fixture, { ...desktop, reducedMotion: 'reduce' });
    const slider = joinMe(page);
    await ready(slider);
    await slider.getByRole('button', { name: 'Következő' }).click();
    // One frame later the second slide already stands where the first stood.
    const [left, start] = await slider.evaluate(
      (element) =>
        new Promise<[number, number]>((resolve) =>
          requestAnimationFrame(() => {
            const second = element.querySelectorAll<HTMLElement>('[data-slide]')[1]!;
            resolve([second.getBoundingClientRect().left, element.getBoundingClientRect().left]);
          }),
        ),
    );
    expect(Math.round(left)).toBe(Math.round(start));
  });

  it('loads its code only when a slider comes near the viewport', async () => {
    // A shorter window than `desktop`: there the articles block starts within 200 px of the fold, which counts as near.
    const { page, requested } = await open('about:blank', { viewport: { width: 1280, height: 720 } });
    await page.goto(fixture);
    await page.waitForLoadState('networkidle');
    const chunk = builtOutputs().find((output) => /\/slider-[^/]+\.js$/.test(output.file))!;
    const url = `/modules/custom/kurzus_frontend/dist/esm/chunks/${chunk.file.split('/').pop()}`;
    expect(requested).not.toContain(url);
    await ready(articles(page));
    expect(requested).toContain(url);
  });

  it('without JavaScript, is a row of slides that scrolls sideways', async () => {
    const { page } = await open(fixture, { ...desktop, javaScriptEnabled: false });
    const overflow = await articles(page)
      .locator('.view-content')
      .evaluate((track) => getComputedStyle(track).overflowX);
    expect(overflow).toBe('auto');
    expect(await articles(page).getByRole('link', { name: 'A hála gyakorlata' }).count()).toBe(1);
  });
});
