import Cookies from 'js-cookie';
import type { ExitIntentSettings } from './settings.ts';

type CookieSettings = Pick<ExitIntentSettings, 'cookie_name' | 'cookie_expiration' | 'cookie_domain' | 'sitewide_cookie'>;

/**
 * Whether the visitor has seen the modal: the cookie `{cookie_name}=true`, as Ouibounce reads it. Where the
 * browser blocks cookies (reading throws), nothing was remembered: it is shown once on this page.
 */
export function seen({ cookie_name }: CookieSettings): boolean {
  try {
    return Cookies.get(cookie_name) === 'true';
  } catch {
    return false;
  }
}

/** Writes `{cookie_name}=true`: expiry in days (0: a session cookie), domain, and path '/' when site-wide. */
export function remember({ cookie_name, cookie_expiration, cookie_domain, sitewide_cookie }: CookieSettings): void {
  try {
    Cookies.set(cookie_name, 'true', {
      expires: cookie_expiration > 0 ? cookie_expiration : undefined,
      domain: cookie_domain || undefined,
      // js-cookie leaves out empty attributes, so '' keeps the browser's default: the current path.
      path: sitewide_cookie ? '/' : '',
    });
  } catch {
    // Cookies blocked: the modal still shows at most once on this page, which is all that can be kept.
  }
}
