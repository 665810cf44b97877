import { renderIsland, t, type Cleanup, type MountContext } from '#behaviors';
import type { ProgressBarProps } from '#ui/progress';
import { ajaxErrors, noAnswer } from '../../inpage/errors.ts';

/** The poll interval (spec §7, §9; core's progress.js default). */
export const PROGRESS_INTERVAL = 1500;

const loadBar = () => import('#ui/progress').then((module) => module.ProgressBar);

interface ProgressAnswer {
  status?: unknown;
  percentage?: unknown;
  message?: unknown;
  label?: unknown;
  data?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

function isOwnHttp(uri: string): boolean {
  try {
    const url = new URL(uri, document.baseURI);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Core's ProgressBar monitoring: GET `{uri}?_format=json` at once, then 1500 ms after each answer; status
 * 0 shows `data` as the error and stops, and so does a failed request; 100% is the end. Detach stops it.
 */
export function mountProgress(element: HTMLElement, { signal, warn }: MountContext<object>): Cleanup | void {
  const uri = element.getAttribute('data-progress-uri');
  if (!uri) return warn('data-progress-uri', 'is missing; no progress is shown.');
  // Polled with the visitor's cookies: only the site's own http(s) addresses.
  if (!isOwnHttp(uri)) return warn('data-progress-uri', `"${uri}" is not an http(s) address of this site; no progress is shown.`);
  const address = uri + (uri.includes('?') ? '&' : '?') + '_format=json';
  const bar = renderIsland<ProgressBarProps>(loadBar, {}, { name: 'progress', target: element });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fail = (error: string) => bar.update({ error });

  const ping = async () => {
    let answer: ProgressAnswer;
    try {
      const response = await fetch(address, { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (!response.ok) return fail(ajaxErrors.http(response.status));
      answer = (await response.json()) as ProgressAnswer;
    } catch {
      if (!signal.aborted) fail(noAnswer());
      return;
    }
    if (signal.aborted) return;
    // Core compares with 0 strictly; the error text is the answer's data.
    if (answer.status === 0) return fail(text(answer.data) || t('An error has occurred.'));
    const percentage = Number(answer.percentage);
    bar.update({ percentage: Number.isFinite(percentage) ? percentage : undefined, message: text(answer.message), label: text(answer.label) });
    if (!(percentage >= 100)) timer = setTimeout(() => void ping(), PROGRESS_INTERVAL);
  };
  void ping();

  return () => {
    clearTimeout(timer);
    bar.unmount();
  };
}
