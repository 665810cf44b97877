import type { Page } from 'playwright-core';

/**
 * What "core's markup is styled" means, as checks on the computed style of what core prints inside the
 * page frame: the main content, the messages area, the tabs, the breadcrumb, the search block. Each
 * failure names the element (a short CSS path) and what is wrong with it. The toolbar, contextual links
 * and anything hidden are left out: they bring their own styles or show nothing.
 *
 * - Navigation lists (tabs, pager, breadcrumb, inline links): no list markers, no list indent, and, with
 *   `rows`, every item on one line.
 * - Messages: each box has its coloured edge, a tinted background and its icon.
 * - Fields (text, email, password, search, select, textarea) and buttons: the site's font, rounded corners,
 *   a height to aim at (the browser's are about 21 px); buttons not the browser's grey; checkboxes and
 *   radios in the brand colour.
 * - Labels bold and above their field; descriptions smaller and muted; a `details` framed, its summary padded.
 * - Pager links are buttons; an RSS link has its icon.
 * - Nothing sticks out of the window sideways (except inside an element that scrolls or clips it).
 */
export async function unstyledCoreMarkup(page: Page, { rows }: { rows: boolean }): Promise<string[]> {
  await page.evaluate(installHelpers);
  await page.evaluate(checkLists, rows);
  await page.evaluate(checkMessages);
  await page.evaluate(checkControls);
  await page.evaluate(checkFormText);
  await page.evaluate(checkOverflow);
  return page.evaluate(() => window.kurzusUnstyled!.failures);
}

interface Helpers {
  failures: string[];
  /** The shown elements matching `selector` in the parts of the page core prints. */
  inScope(selector: string): Element[];
  /** Whether the element shows (and is not left out). */
  shown(element: Element): boolean;
  fail(element: Element, problem: string): void;
  px(value: string): number;
  body: CSSStyleDeclaration;
}

declare global {
  interface Window {
    kurzusUnstyled?: Helpers;
  }
}

/** Runs in the page: the helpers every check uses, on window. */
function installHelpers() {
  const SCOPE = 'main, [data-drupal-messages], [id$="local-tasks"], [aria-labelledby="system-breadcrumb"], .block-search-form-block';
  const LEFT_OUT = '#toolbar-administration, [data-contextual-id], .visually-hidden, [data-kurzus-widget]';
  const failures: string[] = [];
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .slice(0, 2)
      .map((item) => `.${item}`)
      .join('');
    const role = element.getAttribute('role') ? `[role="${element.getAttribute('role')}"]` : '';
    const messages = element.hasAttribute('data-drupal-messages') ? '[data-drupal-messages]' : '';
    return element.localName + id + classes + messages + role;
  };
  const path = (element: Element) => {
    const parts = [name(element)];
    for (let parent = element.parentElement; parent && parts.length < 4 && parent !== document.body; parent = parent.parentElement) {
      parts.unshift(name(parent));
      if (parent.id || parent.hasAttribute('data-drupal-messages')) break;
    }
    return parts.join(' > ');
  };
  const shown = (element: Element) => {
    if (element.closest(LEFT_OUT)) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const inScope = (selector: string) => {
    const found = [...document.querySelectorAll(SCOPE)].flatMap((root) => [
      ...(root.matches(selector) ? [root] : []),
      ...root.querySelectorAll(selector),
    ]);
    return [...new Set(found)].filter(shown);
  };
  window.kurzusUnstyled = {
    failures,
    inScope,
    shown,
    fail: (element, problem) => failures.push(`${path(element)}: ${problem}`),
    px: (value) => parseFloat(value) || 0,
    body: getComputedStyle(document.body),
  };
}

/** Runs in the page: navigation lists without markers or indent, their items in a row. */
function checkLists(rows: boolean) {
  const { inScope, shown, fail, px } = window.kurzusUnstyled!;
  for (const list of inScope('nav ul, nav ol, [id$="local-tasks"] ul, ul.links.inline')) {
    const style = getComputedStyle(list);
    const items = [...list.children].filter((child) => child.localName === 'li' && shown(child));
    if (items.some((item) => getComputedStyle(item).display === 'list-item' && style.listStyleType !== 'none'))
      fail(list, `list markers (${style.listStyleType})`);
    if (px(style.paddingInlineStart) > 0) fail(list, `indented like a list (${style.paddingInlineStart})`);
    const [first, ...others] = items.map((item) => item.getBoundingClientRect());
    const below = others.filter((box) => first && (box.top >= first.bottom || box.bottom <= first.top)).length;
    if (rows && below > 0) fail(list, `${below} of ${items.length} items on another line, not in a row`);
  }
}

/** Runs in the page: every message box has its edge, tint and icon. */
function checkMessages() {
  const { inScope, fail, px, body } = window.kurzusUnstyled!;
  for (const box of inScope('.messages, [data-drupal-messages] > [role]')) {
    const style = getComputedStyle(box);
    if (px(style.borderInlineStartWidth) < 4) fail(box, `no coloured edge (border ${style.borderInlineStartWidth})`);
    if ([body.backgroundColor, 'rgba(0, 0, 0, 0)'].includes(style.backgroundColor)) fail(box, 'no tinted background');
    if (px(style.paddingInlineStart) < 32) fail(box, `no room for the icon (padding ${style.paddingInlineStart})`);
    if (getComputedStyle(box, '::before').content === 'none') fail(box, 'no icon');
  }
}

/** Runs in the page: fields and buttons in the site's look, checkboxes in the brand colour. */
function checkControls() {
  const { inScope, fail, px, body } = window.kurzusUnstyled!;
  const BUTTONS = 'input[type="submit"], input[type="button"], button, .button';
  const FIELDS =
    'input:not([type="hidden"], [type="submit"], [type="button"], [type="reset"], [type="image"], [type="checkbox"], [type="radio"], [type="file"]), select, textarea';
  for (const control of [...inScope(FIELDS), ...inScope(BUTTONS)]) {
    const style = getComputedStyle(control);
    const height = control.getBoundingClientRect().height;
    if (style.fontFamily !== body.fontFamily) fail(control, `the browser's font (${style.fontFamily} ${style.fontSize})`);
    const corners = [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomLeftRadius, style.borderBottomRightRadius];
    if (corners.every((corner) => px(corner) === 0)) fail(control, 'square corners');
    if (height < 32) fail(control, `as low as the browser's (${height} px)`);
    if (control.matches(BUTTONS) && ['rgb(239, 239, 239)', 'rgba(0, 0, 0, 0)'].includes(style.backgroundColor))
      fail(control, `the browser's button (${style.backgroundColor})`);
  }
  for (const box of inScope('input[type="checkbox"], input[type="radio"]')) {
    if (getComputedStyle(box).accentColor === 'auto') fail(box, 'the browser’s colour, not the brand’s');
  }
  for (const link of inScope('.js-pager__items a')) {
    if (px(getComputedStyle(link).borderTopWidth) === 0 || link.getBoundingClientRect().width < 40)
      fail(link, 'a bare link, not a pager button');
  }
}

/** Runs in the page: labels, descriptions, collapsible groups, feed links. */
function checkFormText() {
  const { inScope, fail, px, body } = window.kurzusUnstyled!;
  for (const label of inScope('.form-item > label:not(.option)')) {
    const style = getComputedStyle(label);
    if (px(style.fontWeight) < 600) fail(label, `a plain label (weight ${style.fontWeight})`);
    if (style.display !== 'block') fail(label, `beside its field, not above (${style.display})`);
  }
  for (const description of inScope('.description')) {
    const style = getComputedStyle(description);
    if (px(style.fontSize) >= px(body.fontSize) || style.color === body.color) fail(description, 'a description as loud as the text');
  }
  for (const details of inScope('details')) {
    if (px(getComputedStyle(details).borderTopWidth) === 0) fail(details, 'no frame');
    const summary = details.querySelector(':scope > summary');
    if (summary && px(getComputedStyle(summary).paddingInlineStart) === 0) fail(summary, 'an unpadded summary');
  }
  for (const link of inScope('.feed-icon')) {
    if (getComputedStyle(link, '::before').content === 'none') fail(link, 'no feed icon');
  }
}

/** Runs in the page: only the outermost element that sticks out is named, and none inside a row that scrolls. */
function checkOverflow() {
  const { inScope, fail } = window.kurzusUnstyled!;
  const width = document.documentElement.clientWidth;
  const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 1;
  const inScroller = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowX)) return true;
    }
    return false;
  };
  for (const element of inScope('*')) {
    if (sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)) && !inScroller(element))
      fail(element, `wider than the window (right edge at ${Math.round(element.getBoundingClientRect().right)} px)`);
  }
}
