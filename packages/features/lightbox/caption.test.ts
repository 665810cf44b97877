import DOMPurify from 'dompurify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPurifier, type Purifier } from '#ui/purifier';
import { CAPTION_CONFIG, captionOf, type Caption } from './caption.ts';

const allowedTags = new Set(CAPTION_CONFIG.ALLOWED_TAGS.map((tag) => tag.toUpperCase()));
const allowedAttributes = new Set(CAPTION_CONFIG.ALLOWED_ATTR);

/** What the caption would put in the page, as elements: every tag, attribute and link target in it. */
function parse(caption: Caption) {
  expect(caption).toHaveProperty('html');
  const template = document.createElement('template');
  template.innerHTML = (caption as { html: string }).html;
  return [...template.content.querySelectorAll('*')];
}

/** Titles an editor (or an attacker with an editor's account) could put in an image's title attribute. */
const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<b onmouseover="alert(1)">x</b>',
  '<i style="background:url(javascript:alert(1))">x</i>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<style>@import "x.css"</style>',
  '<link rel=stylesheet href=x.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<div onclick=alert(1)>x</div>',
  '<video><source onerror=alert(1)></video>',
  '<body onload=alert(1)>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="#" id="x" name="cookie">clobber</a>',
  '<cite onmouseenter=alert(1)>x</cite>',
  '<code><img src=x onerror=alert(1)></code>',
  '<u><svg><animate onbegin=alert(1) attributeName=x dur=1s></u>',
  '<a href="https://foto.example.hu/" onclick="alert(1)" target="_blank">ok</a>',
  '<strong>ok</strong><marquee onstart=alert(1)>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<table background="javascript:alert(1)"><td>x</td></table>',
  '<em><a href="javascript&colon;alert(1)">x</a></em>',
];

afterEach(() => {
  delete window.DOMPurify;
});

describe('captions with DOMPurify', () => {
  it('keep the allowed markup: a (href, hreflang, title, target), b, strong, i, em, u, cite, code, br', () => {
    const title =
      '<a href="https://foto.example.hu/" hreflang="hu" title="A fotós" target="_blank">Kovács Anna</a><br><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><cite>c</cite><code>k</code>';
    expect(captionOf(title, DOMPurify)).toEqual({ html: title });
  });

  it(`let through no script, event handler, script link or other tag, in ${hostile.length} hostile titles`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    for (const title of hostile) {
      for (const element of parse(captionOf(title, DOMPurify))) {
        expect(allowedTags, title).toContain(element.tagName);
        for (const attribute of element.attributes) expect(allowedAttributes, title).toContain(attribute.name);
        const href = element.getAttribute('href')?.replace(/\s/g, '').replaceAll('\0', '').toLowerCase() ?? '';
        expect(href, title).not.toMatch(/^(javascript|vbscript|data):/);
      }
    }
  });

  it("takes the site's dompurify_custom_config instead of the lists (replacing, not extending them)", () => {
    const title = '<b>vastag</b> <span class="x">span</span> <a href="https://x.example.hu/" title="t">link</a>';
    const custom = { ALLOWED_TAGS: ['span', 'a'], ALLOWED_ATTR: ['class', 'href'] };
    expect(captionOf(title, DOMPurify, custom)).toEqual({
      html: 'vastag <span class="x">span</span> <a href="https://x.example.hu/">link</a>',
    });
  });

  it('always gives a string, whatever the custom configuration asks DOMPurify to return', () => {
    expect(captionOf('<b>x</b>', DOMPurify, { RETURN_DOM: true, ALLOWED_TAGS: ['b'] })).toEqual({ html: '<b>x</b>' });
  });
});

describe('captions without a sanitizer', () => {
  it('are plain text, markup and all', () => {
    expect(captionOf('<b>vastag</b>', undefined)).toEqual({ text: '<b>vastag</b>' });
  });

  it('are plain text when DOMPurify cannot be loaded, and loading is tried again next time', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    expect(await loadPurifier(failing)).toBeUndefined();
    const working = vi.fn(() => Promise.resolve(DOMPurify as Purifier));
    expect(await loadPurifier(working)).toBe(DOMPurify);
  });

  it('are plain text when the sanitizer throws', () => {
    const broken: Purifier = {
      sanitize: () => {
        throw new Error('broken');
      },
    };
    expect(captionOf('<b>x</b>', broken)).toEqual({ text: '<b>x</b>' });
  });
});

it("uses the page's global DOMPurify when there is one, as the Colorbox module does", async () => {
  const global: Purifier = { sanitize: vi.fn(() => 'global') };
  window.DOMPurify = global;
  const load = vi.fn(() => Promise.resolve(DOMPurify as Purifier));
  expect(await loadPurifier(load)).toBe(global);
  expect(load).not.toHaveBeenCalled();
});
