import Cookies from 'js-cookie';
import type { ExitIntentSettings } from './settings.ts';

type CookieSettings = Pick<ExitIntentSettings, 'cookie_name' | 'cookie_expiration' | 'cookie_domain' | 'sitewide_cookie'>;

/** Whether the visitor has seen the modal: the cookie `{cookie_name}=true`, as Ouibounce reads it. */
export const seen = ({ cookie_name }: CookieSettings): boolean => Cookies.get(cookie_name) === 'true';

/** Writes `{cookie_name}=true`: expiry in days (0: a session cookie), domain, and path '/' when site-wide. */
export function remember({ cookie_name, cookie_expiration, cookie_domain, sitewide_cookie }: CookieSettings): void {
  Cookies.set(cookie_name, 'true', {
    expires: cookie_expiration > 0 ? cookie_expiration : undefined,
    domain: cookie_domain || undefined,
    // js-cookie leaves out empty attributes, so '' keeps the browser's default: the current path.
    path: sitewide_cookie ? '/' : '',
  });
}
