import type { Page } from 'playwright-core';

/**
 * Init scripts and page readings the security tests share. They run before the page's own code and use no
 * HTML sink, so they work under the strict Content-Security-Policy and Trusted Types themselves.
 */

declare global {
  interface Window {
    /** Set by a payload that ran: it must stay unset. */
    __xss?: unknown;
    /** Reports a `securitypolicyviolation` to the test (a binding: it outlives navigations). */
    __reportViolation?: (text: string) => void;
  }
}

/** Records every CSP violation (Trusted Types ones included) from the first script on, on every page the tab shows. */
export async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || event.sample} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return seen;
}

/** The sentinel a payload sets when it runs: a global, or a request to `/xss-sentinel`. */
export function watchSentinel(page: Page) {
  const requests: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().includes('xss-sentinel')) requests.push(request.url());
  });
  return {
    requests,
    async ran() {
      const set = await page.evaluate(() => window.__xss).catch(() => 'page gone');
      return { global: set ?? null, requests: [...requests] };
    },
  };
}

export { loaded, reachFor } from '../browser/support.ts';

/**
 * Navigations of any tab to another document than the fixture at `path` (a followed link, an assignment,
 * a new tab), answered with 204 No Content so the page stays: the test reads where it would have gone.
 * Fragment changes stay in the document and are not requests; `javascript:` and `data:` never reach the
 * network, which is why the sentinel watches those.
 */
export async function recordNavigations(page: Page, path: string): Promise<string[]> {
  const followed: string[] = [];
  await page.context().route(
    (url) => url.pathname !== path,
    (route) => {
      // Only a tab's own document; an embedded frame (the Vimeo player) is what a test checks itself.
      if (!route.request().isNavigationRequest() || route.request().frame().parentFrame()) return route.fallback();
      followed.push(route.request().url());
      return route.fulfill({ status: 204 });
    },
  );
  return followed;
}
