import { describe, expect, it } from 'vitest';
import { fragments, markup, type Variables } from '../../scripts/twig/render.ts';
import { renderer } from '../../scripts/twig/templates.ts';

/** What a template of the theme prints with these variables, as a document fragment to query. */
function render(path: string, variables: Variables = {}) {
  const template = document.createElement('template');
  template.innerHTML = renderer.render(`@kurzus/${path}`, variables);
  return template.content;
}

const text = (node: Node | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim();

describe('status messages', () => {
  const messages = () =>
    render('misc/status-messages.html.twig', {
      message_list: { status: [markup('Mentve.')], error: [markup('Első hiba.'), markup('Második <a href="/x">hiba</a>.')] },
      status_headings: { status: 'Állapotüzenet', error: 'Hibaüzenet' },
    });

  it("put one box per type in .messages__wrapper, the area's first child, where core's scripts add theirs", () => {
    const area = messages().querySelector('[data-drupal-messages]')!;
    expect(area.firstElementChild!.className).toBe('messages__wrapper');
    const boxes = [...area.firstElementChild!.children];
    expect(boxes.map((box) => box.className)).toEqual(['messages messages--status', 'messages messages--error']);
  });

  it('name each box and read errors at once, status politely', () => {
    const [status, error] = [...messages().querySelectorAll('.messages')];
    expect([status!.getAttribute('role'), status!.getAttribute('aria-label')]).toEqual(['status', 'Állapotüzenet']);
    expect([error!.getAttribute('role'), error!.getAttribute('aria-label')]).toEqual(['alert', 'Hibaüzenet']);
    expect(text(error!.querySelector('h2.visually-hidden'))).toBe('Hibaüzenet');
  });

  it('list several messages of a type, markup kept; print one as it is', () => {
    const [status, error] = [...messages().querySelectorAll('.messages')];
    expect([...error!.querySelectorAll('li.messages__item')].map((item) => item.innerHTML)).toEqual([
      'Első hiba.',
      'Második <a href="/x">hiba</a>.',
    ]);
    expect(status!.querySelector('ul')).toBeNull();
    expect(text(status)).toBe('Állapotüzenet Mentve.');
  });
});

describe('local tasks', () => {
  const task = (title: string, active: boolean, level = 'primary') => ({
    template: '@kurzus/navigation/menu-local-task.html.twig',
    variables: { link: markup(`<a href="/${title}">${title}</a>`), is_active: active, level },
  });

  it('print each row as a navigation landmark named by its own heading, the current tab marked', () => {
    const tabs = render('navigation/menu-local-tasks.html.twig', {
      primary: fragments(task('View', true), task('Edit', false)),
      secondary: fragments(task('One', false, 'secondary')),
    });
    const rows = [...tabs.querySelectorAll('nav')];
    expect(rows.map((row) => text(tabs.getElementById(row.getAttribute('aria-labelledby')!)))).toEqual([
      'Elsődleges fülek',
      'Másodlagos fülek',
    ]);
    expect(rows.map((row) => row.className)).toEqual(['tabs tabs--primary', 'tabs tabs--secondary']);
    expect([...rows[0]!.querySelectorAll('li')].map((item) => item.className)).toEqual(['tabs__tab is-active', 'tabs__tab']);
  });

  it('print nothing for a page without tabs', () => {
    expect(render('navigation/menu-local-tasks.html.twig', {}).children).toHaveLength(0);
  });
});

describe('pagers', () => {
  const link = (href: string) => ({ href, attributes: {} });

  it('the full pager: first and previous, the pages with the current one marked, ellipses, next and last', () => {
    const pager = render('navigation/pager.html.twig', {
      heading_id: 'pagination-heading',
      pagination_heading_level: 'h4',
      current: 5,
      ellipses: { previous: true, next: true },
      items: {
        first: link('?page=0'),
        previous: link('?page=3'),
        pages: { 4: link('?page=3'), 5: { href: '?page=4', attributes: { 'aria-current': 'page' } }, 6: link('?page=5') },
        next: link('?page=5'),
        last: link('?page=9'),
      },
    });
    const items = [...pager.querySelectorAll('.js-pager__items > li')];
    expect(items.map((item) => text(item))).toEqual([
      'Első oldal «',
      'Előző oldal ‹',
      '…',
      'Oldal4',
      'Oldal5',
      'Oldal6',
      '…',
      'Következő oldal ›',
      'Utolsó oldal »',
    ]);
    expect(text(pager.querySelector('[aria-current="page"]'))).toBe('Oldal5');
    expect(pager.querySelector('li.is-active a')!.getAttribute('title')).toBe('Jelenlegi oldal');
    expect(pager.querySelector('a[rel="next"]')!.getAttribute('title')).toBe('Ugrás a következő oldalra');
    expect(text(pager.querySelector('h4#pagination-heading'))).toBe('Lapozó');
  });

  it("Views' mini pager: the tags the view gives, the current page said", () => {
    const pager = render('views/views-mini-pager.html.twig', {
      heading_id: 'pagination-heading--2',
      pagination_heading_level: 'h2',
      items: { current: 3, previous: { ...link('?page=1'), text: '‹‹' }, next: { ...link('?page=3'), text: '››' } },
    });
    expect([...pager.querySelectorAll('li')].map((item) => text(item))).toEqual(['Előző oldal ‹‹', '3. oldal', 'Következő oldal ››']);
    expect(pager.querySelector('li[aria-current="page"]')).not.toBeNull();
    expect(pager.querySelector('nav')!.getAttribute('aria-labelledby')).toBe('pagination-heading--2');
    expect(pager.querySelector('h2#pagination-heading--2')).not.toBeNull();
  });

  it('the mini pager on a view of one page: nothing', () => {
    expect(render('views/views-mini-pager.html.twig', { items: { current: 1 } }).children).toHaveLength(0);
  });
});

describe('form elements', () => {
  it('a field: its label, the control, the error and the description the control names', () => {
    const item = render('form/form-element.html.twig', {
      type: 'textfield',
      name: 'name',
      title_display: 'before',
      label_display: 'before',
      description_display: 'after',
      errors: markup('Kötelező mező.'),
      description: { content: 'A neved.', attributes: { id: 'edit-name--description' } },
      label: {
        template: '@kurzus/form/form-element-label.html.twig',
        variables: { title: 'Név', required: true, title_display: 'before', attributes: { for: 'edit-name' } },
      },
      children: markup('<input id="edit-name" aria-describedby="edit-name--description" />'),
    });
    const wrapper = item.firstElementChild!;
    expect(wrapper.className).toBe(
      'js-form-item form-item js-form-type-textfield form-type-textfield js-form-item-name form-item-name form-item--error',
    );
    expect(
      [...wrapper.children].map((child) => child.localName + (child.className ? `.${child.className.split(' ').join('.')}` : '')),
    ).toEqual(['label.js-form-required.form-required', 'input', 'div.form-item--error-message', 'div.description']);
    expect(wrapper.querySelector('.description')!.id).toBe('edit-name--description');
  });

  it('a checkbox: the label after the box, marked as an option', () => {
    const item = render('form/form-element.html.twig', {
      type: 'checkbox',
      name: 'contact',
      title_display: 'after',
      label_display: 'after',
      label: { template: '@kurzus/form/form-element-label.html.twig', variables: { title: 'Kapcsolat', title_display: 'after' } },
      children: markup('<input type="checkbox" />'),
    });
    expect([...item.firstElementChild!.children].map((child) => child.localName)).toEqual(['input', 'label']);
    expect(item.querySelector('label')!.className).toBe('option');
  });
});

describe('nodes and users', () => {
  it('a user without a picture prints nothing (no empty box in a node’s author line)', () => {
    expect(render('user/user.html.twig', { content: {} }).textContent!.trim()).toBe('');
    const picture = render('user/user.html.twig', { content: { user_picture: markup('<img src="/a.png" alt="Anna" />') } });
    expect(picture.querySelector('article.profile img')).not.toBeNull();
  });

  it("the author line: core's rendered name and date kept as markup", () => {
    const meta = render('includes/node-meta.html.twig', {
      author_attributes: {},
      author_name: markup('<a href="/user/1" class="username">admin</a>'),
      date: '2026. 10. 28.',
    });
    expect(meta.querySelector('.node__submitted a.username')).not.toBeNull();
    expect(text(meta.querySelector('.node__submitted'))).toBe('Beküldte: admin, 2026. 10. 28.');
  });

  it("a node in the full view mode leaves its title to the page title (without core 11.3's deprecated `page`); elsewhere it links it", () => {
    const node = { bundle: 'page', isPromoted: () => false, isSticky: () => false, isPublished: () => true };
    expect(render('node/node.html.twig', { node, label: 'Rólunk', url: '/rolunk', view_mode: 'full' }).querySelector('h2')).toBeNull();
    const listed = render('node/node.html.twig', { node, label: 'Rólunk', url: '/rolunk', view_mode: 'teaser' });
    expect(listed.querySelector('h2.node__title a')!.getAttribute('href')).toBe('/rolunk');
    expect(listed.firstElementChild!.className).toBe('node node--type-page node--view-mode-teaser');
  });

  it('comments: nothing when there are none and the visitor may not comment', () => {
    expect(
      render('comment/field--comment.html.twig', {
        field_name: 'comment',
        field_type: 'comment',
        label: 'Hozzászólások',
      }).textContent!.trim(),
    ).toBe('');
  });
});

describe('error pages', () => {
  /** The main column of an error page core renders with this template, for a visitor signed in or not. */
  const main = (template: string, loggedIn: boolean) =>
    render(`layout/${template}.html.twig`, {
      page: {
        content_above: markup('<h1 class="page-title">Hozzáférés megtagadva</h1>'),
        content: markup('Nincs jogosultsága az oldal megtekintéséhez.'),
      },
      front_page: '/',
      logged_in: loggedIn,
    }).querySelector('main')!;
  const ways = (element: Element) =>
    [...element.querySelectorAll('.error-page__actions a')].map((link) => [text(link), link.getAttribute('href')]);

  it("a visitor refused (403) sees the code, the title and core's sentence, then log in and the front page", () => {
    const page = main('page--403', false);
    expect(text(page.querySelector('.error-page__code'))).toBe('403');
    expect(page.querySelector('.error-page__code')!.getAttribute('aria-hidden')).toBe('true');
    expect(text(page.querySelector('h1'))).toBe('Hozzáférés megtagadva');
    expect(text(page.querySelector('.error-page__text'))).toBe('Nincs jogosultsága az oldal megtekintéséhez.');
    expect(ways(page)).toEqual([
      ['Bejelentkezés', '/user/login'],
      ['Vissza a kezdőlapra', '/'],
    ]);
  });

  it('a signed-in user refused, or anyone on a missing page (404), is offered the front page alone', () => {
    expect(ways(main('page--403', true))).toEqual([['Vissza a kezdőlapra', '/']]);
    const missing = main('page--404', false);
    expect(text(missing.querySelector('.error-page__code'))).toBe('404');
    expect(ways(missing)).toEqual([['Vissza a kezdőlapra', '/']]);
    expect(text(main('page--401', false).querySelector('.error-page__code'))).toBe('401');
  });

  it('page--4xx rendered without error_code (a module suggesting it for another code) shows no code', () => {
    const page = main('page--4xx', false);
    expect(page.querySelector('.error-page__code')).toBeNull();
    expect(ways(page)).toEqual([['Vissza a kezdőlapra', '/']]);
  });
});

describe("a node's author", () => {
  it('prints nothing after itself, so the sentence it sits in has no space before its comma', () => {
    const html = renderer.render('@kurzus/field/field--node--uid.html.twig', { items: [{ content: markup('<span>admin</span>') }] });
    expect(html.trimStart()).toBe('<span><span>admin</span></span>');
  });
});
