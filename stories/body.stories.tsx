import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type BehaviorDefinition, type DrupalSettings } from '#behaviors';
import { createRegistry } from '#behaviors/manifest';
import { pageView } from '../packages/features/page-view/index.ts';
import { PAGE_VIEW_PATH, pageViewUrl } from '../packages/features/page-view/page-view.ts';
import { paymentRedirect } from '../packages/features/payment-redirect/index.ts';
import { REVEAL_AFTER_MS } from '../packages/features/payment-redirect/payment-redirect.ts';
import { scrollMarker } from '../packages/features/scroll-marker/index.ts';
import { fixturePage } from '../fixtures/html.ts';
import { fixtureMarkup } from './support/fixtureMarkup.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';
import { behaviorDocs } from './support/behaviorDocs.ts';
import scrollMarkerFeature from '../packages/features/scroll-marker/scroll-marker.ts';
import paymentRedirectFeature from '../packages/features/payment-redirect/payment-redirect.ts';
import pageViewFeature from '../packages/features/page-view/page-view.ts';

/**
 * Attaches one behaviour that keys on `<body>` to the story page's body, as Drupal would on a page load
 * (the story's container, where the other behaviours attach, never matches `body`); detaches it after.
 */
function onBody(definition: BehaviorDefinition, settings: DrupalSettings) {
  const registry = createRegistry([definition], () => settings);
  registry.attach(document.body, settings);
  return () => registry.detach(document.body, settings, 'unload');
}

const meta = {
  title: 'Features/Body behaviours',
  parameters: {
    ...behaviorDocs(
      "Behaviours `scroll-marker`, `payment-redirect` and `page-view`, which mount on `<body>`: each story attaches its one behaviour to the story page's body.",
      scrollMarkerFeature,
      paymentRedirectFeature,
      pageViewFeature,
    ),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows which marker the body carries, by the same body classes a theme would style. */
const scrollPage: KurzusParameters = {
  markup: `
    <style>
      .scroll-demo { min-height: 250vh; }
      .scroll-demo p { position: sticky; top: 0; margin: 0; padding: 0.5rem; background: #fff; }
      body:not(.scrolled-to-top) .scroll-demo .if-top, body:not(.scrolled-to-down) .scroll-demo .if-down { display: none; }
    </style>
    <div class="scroll-demo">
      <p role="status">Az oldal <strong class="if-top">a tetején van</strong><strong class="if-down">le van görgetve</strong>
        (a <code>body</code> osztálya: <code class="if-top">scrolled-to-top</code><code class="if-down">scrolled-to-down</code>).</p>
    </div>`,
  setup: (_container, settings) => {
    const detach = onBody(scrollMarker, settings);
    return () => {
      detach();
      document.documentElement.scrollTop = 0;
    };
  },
};

/**
 * `scroll-marker`: the body is `scrolled-to-top` up to 50 px (`kurzus.scroll_marker.threshold`) of scroll,
 * `scrolled-to-down` beyond. Scroll the canvas to see it switch.
 */
export const ScrollMarker: Story = {
  parameters: { kurzus: scrollPage },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveClass('scrolled-to-top'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('a tetején van');
  },
};

/**
 * `scroll-marker` after a scroll of 200 px: `scrolled-to-down`. (Where there is no layout to scroll, as in
 * jsdom, the page stays at the top and so does the marker.)
 */
export const ScrollMarkerScrolled: Story = {
  parameters: { kurzus: scrollPage },
  play: async ({ canvasElement }) => {
    const { body, documentElement, defaultView } = canvasElement.ownerDocument;
    documentElement.scrollTop = 200;
    const expected = defaultView!.scrollY > 50 ? 'scrolled-to-down' : 'scrolled-to-top';
    await waitFor(() => expect(body).toHaveClass(expected));
  },
};

/**
 * `payment-redirect`: the payment redirect page (`<body data-kurzus="payment-redirect">`) stays hidden
 * for 3 s, then the body gets `is-revealed` and the page shows. (Where the stylesheet does not apply, as
 * in jsdom, it is revealed at once.)
 */
export const PaymentRedirect: Story = {
  parameters: {
    kurzus: {
      markup: fixtureMarkup(fixturePage('payment'), 'main .region-content'),
      setup: (_container: HTMLElement, settings: DrupalSettings) => {
        document.body.setAttribute('data-kurzus', 'payment-redirect');
        const detach = onBody(paymentRedirect, settings);
        return () => {
          detach();
          document.body.removeAttribute('data-kurzus');
        };
      },
    } satisfies KurzusParameters,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveClass('is-revealed'), { timeout: REVEAL_AFTER_MS + 1000 });
    await expect(within(canvasElement).getByRole('button', { name: 'Tovább a fizetéshez' })).toBeVisible();
  },
};

/** Where the page-view story shows the request its stubbed `fetch` was asked for. */
const REQUESTS = 'page-view-requests';

/**
 * `page-view`: with `meta_conversions_api` on (and its PageView event), one `GET /ajax/page-view?url=<this page>`
 * per page load. The story stubs `fetch` (restored after) and lists what it was asked for.
 */
export const PageView: Story = {
  parameters: {
    kurzus: {
      markup: `<p>Elküldött oldalmegtekintés:</p><ul id="${REQUESTS}" aria-label="Elküldött kérések"></ul>`,
      settings: { meta_conversions_api: { enabled: true, events: { PageView: true } } },
      setup: (container: HTMLElement, settings: DrupalSettings) => {
        const { fetch } = window;
        const list = container.querySelector(`#${REQUESTS}`)!;
        window.fetch = async (input, init) => {
          // Only the page view is stubbed: Storybook's own requests go through.
          if (!String(input).startsWith(PAGE_VIEW_PATH)) return fetch(input, init);
          const item = list.appendChild(document.createElement('li'));
          item.append(Object.assign(document.createElement('code'), { textContent: `GET ${String(input)}` }));
          return new Response(null, { status: 204 });
        };
        const detach = onBody(pageView, settings);
        return () => {
          detach();
          window.fetch = fetch;
        };
      },
    } satisfies KurzusParameters,
  },
  play: async ({ canvasElement }) => {
    const requests = within(canvasElement).getByRole('list', { name: 'Elküldött kérések' });
    const url = pageViewUrl(canvasElement.ownerDocument.defaultView!.location.href);
    await waitFor(() =>
      expect(
        within(requests)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([`GET ${url}`]),
    );
  },
};
