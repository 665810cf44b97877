/**
 * Hostile input an editor, a compromised field or a forged answer could put where the widgets read: markup
 * (captions, in-page messages and inserts, settings strings) and URLs (buy, gift, bundle, video, lightbox).
 * Every payload that runs leaves a mark: it sets `window.__xss`, or requests the sentinel URL ({S}), which
 * the tests fill in with the demo server's address.
 */

/** Where a payload that ran sends a request. */
const SENTINEL_PATH = '/xss-sentinel';
const JS = '__xss=1';

const tags = [
  'img src=x',
  'svg',
  'body',
  'iframe',
  'video src=x',
  'audio src=x',
  'input autofocus',
  'details open',
  'select autofocus',
  'textarea autofocus',
  'marquee',
  'object data=x',
];
const handlers = ['onerror', 'onload', 'onfocus', 'ontoggle', 'onstart', 'onbegin'];

/** Element and handler combinations, each closed and unclosed, in mixed case and with odd separators. */
const tagHandler = tags.flatMap((tag, index) => {
  const handler = handlers[index % handlers.length]!;
  return [
    `<${tag} ${handler}="${JS}">`,
    `<${tag.toUpperCase()} ${handler.toUpperCase()}=${JS}>`,
    `<${tag.replace(' ', '/')}/${handler}=${JS}//`,
    `<${tag}\n${handler}\t=\n'${JS}'></${tag.split(' ')[0]}>`,
  ];
});

const moreHandlers = [
  `<a href="#" onclick="${JS}" id="xss-click">x</a>`,
  `<div onmouseover="${JS}" style="position:fixed;inset:0">x</div>`,
  `<b onmouseenter=${JS}>x</b>`,
  `<svg><animate onbegin=${JS} attributeName=x dur=1s>`,
  `<svg><set onbegin=${JS} attributeName=x to=1>`,
  `<svg><a><animate attributeName=href values=javascript:${JS} /><text x=20 y=20>x</text></a></svg>`,
  `<svg><use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='${JS}' /&gt;&lt;/svg&gt;#x"></svg>`,
  `<input type=image src=x onerror="fetch('{S}?img')">`,
  `<image src=x onerror=${JS}>`,
  `<style onload=${JS}></style>`,
  `<link rel=stylesheet href="{S}?css" onload=${JS}>`,
  `<script>${JS}</script>`,
  `<script src="{S}?script"></script>`,
  `<scr<script>ipt>${JS}</scr</script>ipt>`,
  `"><script>${JS}</script>`,
  `'><img src=x onerror=${JS}>`,
  `</title><img src=x onerror=${JS}>`,
  `</textarea><img src=x onerror=${JS}>`,
  `<iframe srcdoc="&lt;script&gt;parent.${JS}&lt;/script&gt;"></iframe>`,
  `<iframe src="javascript:parent.${JS}"></iframe>`,
  `<embed src="javascript:${JS}">`,
  `<form action="javascript:${JS}"><button id="xss-submit">x</button></form>`,
  `<button form=x formaction="javascript:${JS}">x</button>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${JS}">`,
  `<base href="javascript:${JS}//">`,
  `<object data="javascript:${JS}"></object>`,
  `<isindex type=image src=1 onerror=${JS}>`,
  `<video><source onerror="${JS}"></video>`,
  `<body onpageshow=${JS}>`,
  `<img src=x onerror=eval(atob('X194c3M9MQ=='))>`,
  `<img src=x onerror=&#95;&#95;xss&#61;1>`,
  `<img src=x onerror="&#x5f;&#x5f;xss=1">`,
  `<img src=x:x onerror=window['__x'+'ss']=1>`,
  `<img src="x` + '`' + `onerror=${JS}` + '`' + `>`,
  `<img """><script>${JS}</script>">`,
  `<!--<img src=x onerror=${JS}>-->`,
  `<!--><img src=x onerror=${JS}>-->`,
  `<![CDATA[><img src=x onerror=${JS}>]]>`,
  `<?xml-stylesheet href="{S}?pi"?><img src=x onerror=${JS}>`,
];

/** Mutation XSS: markup that changes meaning when serialized and parsed again (namespace confusion). */
const mutation = [
  `<math><mtext><table><mglyph><style><img src=x onerror=${JS}>`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=${JS}&gt;">`,
  `<svg></p><style><a id="</style><img src=1 onerror=${JS}>">`,
  `<svg><style><img src=x onerror=${JS}></style></svg>`,
  `<svg><p><style><img src=x onerror=${JS}></style></p></svg>`,
  `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${JS} src=1>"></textarea></mtext></svg></mglyph></mi></math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${JS}>`,
  `<math><annotation-xml encoding="text/html"><style><img src=x onerror=${JS}></style></annotation-xml></math>`,
  `<noscript><p title="</noscript><img src=x onerror=${JS}>">`,
  `<noembed><img title="</noembed><img src=x onerror=${JS}>"></noembed>`,
  `<noframes><img title="</noframes><img src=x onerror=${JS}>"></noframes>`,
  `<xmp><img title="</xmp><img src=x onerror=${JS}>"></xmp>`,
  `<iframe><img title="</iframe><img src=x onerror=${JS}>"></iframe>`,
  `<template><img src=x onerror=${JS}></template>`,
  `<template><script>${JS}</script></template>`,
  `<svg><foreignObject><img src=x onerror=${JS}></foreignObject></svg>`,
  `<svg><desc><img src=x onerror=${JS}></desc></svg>`,
  `<svg><title><img src=x onerror=${JS}></title></svg>`,
  `<math><style><img src=x onerror=${JS}></style></math>`,
  `<table><td><style></td><img src=x onerror=${JS}></style>`,
  `<select><template><style><img src=x onerror=${JS}></style></template></select>`,
  `<a title="&lt;/a&gt;&lt;img src=x onerror=${JS}&gt;">x</a>`,
];

/** DOM clobbering: names and ids that would shadow what scripts read from window, document and forms. */
const clobbering = [
  `<form id="Drupal"><input name="behaviors"></form>`,
  `<form id="drupalSettings"><input name="ajax"></form>`,
  `<img name="getElementById">`,
  `<img name="querySelector"><img name="querySelectorAll">`,
  `<form name="body"></form>`,
  `<img name="cookie">`,
  `<a id="Kurzus" href="https://evil.example/">x</a><a id="Kurzus" name="attach" href="javascript:${JS}">x</a>`,
  `<a id="DOMPurify" name="sanitize" href="x">x</a>`,
  `<img id="trustedTypes"><img id="trustedTypes" name="createPolicy">`,
  `<form id="location" action="javascript:${JS}"></form>`,
  `<iframe name="__xss"></iframe>`,
  `<embed name="__xss">`,
  `<input form="x" name="action" value="javascript:${JS}">`,
  `<a id="dataLayer"><a id="dataLayer" name="push" href="javascript:${JS}">`,
];

/** Behaviour markup hidden in content: it must not mount, and its URLs must not run. */
const nestedBehaviours = [
  `<a data-kurzus="buy" data-nid="1" data-teachable="javascript:${JS}" href="javascript:${JS}" id="xss-nested-buy">Megveszem</a>`,
  `<a data-kurzus="gift" data-nid="1" data-gift="javascript:${JS}" href="#" id="xss-nested-gift">Ajándék</a>`,
  `<a data-kurzus="video" href="javascript:${JS}//vimeo.com/1" id="xss-nested-video">Videó</a>`,
  `<a class="colorbox" href="javascript:${JS}" title="&lt;img src=x onerror=${JS}&gt;" id="xss-nested-colorbox">Kép</a>`,
  `<a class="use-ajax" href="javascript:${JS}" id="xss-nested-ajax">Frissítés</a>`,
  `<div data-kurzus="progress" data-progress-uri="javascript:${JS}"></div>`,
  `<a data-kurzus="ticket" href="javascript:${JS}" id="xss-nested-ticket">Jegy</a>`,
  `<span data-kurzus="counter" data-count="1">1</span><a data-kurzus="more-items" href="javascript:${JS}">több</a>`,
];

/** Strings that look like template syntax: only a template engine would run them, and none must. */
const templates = [
  `{{constructor.constructor('${JS}')()}}`,
  `\${${JS}}`,
  `<%= ${JS} %>`,
  `{{__xss=1}}`,
  `[[${JS}]]`,
  `#{${JS}}`,
  `{@html '<img src=x onerror=${JS}>'}`,
  `@${JS} !${JS} %${JS}`,
  `{current} / {total}<img src=x onerror=${JS}>`,
];

/** URLs that must never be followed, embedded or loaded: scheme obfuscations as the URL parser normalises them. */
export const URL_PAYLOADS: readonly string[] = [
  `javascript:${JS}`,
  `JaVaScRiPt:${JS}`,
  `JAVASCRIPT:${JS}`,
  ` javascript:${JS}`,
  `\tjavascript:${JS}`,
  `\njavascript:${JS}`,
  `\u0000javascript:${JS}`,
  `\u0001\u001fjavascript:${JS}`,
  `javascript:${JS} `,
  `java\tscript:${JS}`,
  `java\nscript:${JS}`,
  `java\rscript:${JS}`,
  `jav\t\nascript:${JS}`,
  `javascript\t:${JS}`,
  `javascript://%0a${JS}`,
  `javascript://comment%0A${JS}`,
  `javascript:void(${JS})`,
  `javascript:/*--></title></style></textarea></script><svg/onload=${JS}>*/`,
  `javascript:window['__x'+'ss']=1`,
  `javascript:%5f%5fxss=1`,
  `javascript:eval(atob('X194c3M9MQ=='))`,
  `&#106;avascript:${JS}`,
  `&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${JS}`,
  `javascript&colon;${JS}`,
  `jav&#x09;ascript:${JS}`,
  `data:text/html,<script>opener&&(opener.${JS});parent.${JS}</script><img src="{S}?data">`,
  `data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==`,
  `DATA:text/html,<img src="{S}?data2">`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="parent.${JS}"/>`,
  `vbscript:msgbox(1)`,
  `VBScript:${JS}`,
  `livescript:${JS}`,
  `blob:javascript:${JS}`,
  `filesystem:javascript:${JS}`,
  `view-source:javascript:${JS}`,
  `jar:javascript:${JS}`,
  `intent://x#Intent;scheme=javascript:${JS};end`,
  `feed:javascript:${JS}`,
  `mhtml:{S}?mhtml`,
  `file:///etc/passwd`,
  `about:blank#<img src=x onerror=${JS}>`,
  `ws://127.0.0.1/{S}`,
  `%6Aavascript:${JS}`,
  `\u200bjavascript:${JS}`,
  `\ufeffjavascript:${JS}`,
];

/** Every markup payload; the URL payloads also travel as links in markup. */
export const HTML_PAYLOADS: readonly string[] = [
  ...tagHandler,
  ...moreHandlers,
  ...mutation,
  ...clobbering,
  ...nestedBehaviours,
  ...templates,
  ...URL_PAYLOADS.map((url) => `<a href="${url.replace(/"/g, '&quot;')}" id="xss-link">x</a>`),
];

/** A payload with the sentinel's address filled in. */
export const withSentinel = (payload: string, origin: string) => payload.replaceAll('{S}', origin + SENTINEL_PATH);

/** Text as an HTML attribute value between double quotes. */
export const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
