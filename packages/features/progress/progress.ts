import { defineFeature, safeUrl, string, translator, type Platform } from '#behaviors';
import { drawProgress, type ProgressState } from '#ui/progress';
import { noAnswer, requestErrors } from '#ui/request-errors';

export const strings = { 'An error has occurred.': 'Hiba történt.' };
const { t } = translator(strings);

/** How long to wait after each answer before asking again (core's progress bar default). */
export const PROGRESS_INTERVAL = 1500;

interface ProgressAnswer {
  status?: unknown;
  percentage?: unknown;
  message?: unknown;
  label?: unknown;
  data?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** One poll: the answer, the error to show (a string), or undefined when detach aborted it. */
async function ask(address: string, signal: AbortSignal, platform: Platform): Promise<ProgressAnswer | string | undefined> {
  try {
    const response = await platform.fetch(address, { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) return requestErrors.http(response.status);
    return (await response.json()) as ProgressAnswer;
  } catch {
    return signal.aborted ? undefined : noAnswer();
  }
}

/**
 * Core's progress bar monitoring: GET `{uri}?_format=json` at once, then 1500 ms after each answer; status
 * 0 shows `data` as the error and stops, and so does a failed request; 100% is the end. The bar follows
 * the element's own content (the task's message); detach stops the polling and takes the bar away.
 */
export default defineFeature({
  mount(element, context) {
    const uri = context.data('progress-uri', string(''));
    if (!uri) return context.warn('data-progress-uri', 'is missing; no progress is shown.');
    // Polled with the visitor's cookies: only the site's own http(s) addresses.
    const own = safeUrl(uri);
    if (!own || new URL(own).origin !== new URL(document.URL).origin)
      return context.warn('data-progress-uri', `"${uri}" is not an http(s) address of this site; no progress is shown.`);
    const address = uri + (uri.includes('?') ? '&' : '?') + '_format=json';
    const labelId = context.id();
    let drawn: Element | undefined;
    const show = (state: ProgressState) => void (drawn = drawProgress(element, state, labelId));
    context.defer(() => drawn?.remove());
    show({});
    const ping = async () => {
      const answer = await ask(address, context.signal, context.platform);
      if (answer === undefined || context.signal.aborted) return;
      if (typeof answer === 'string') return show({ error: answer });
      // Core compares with 0 strictly; the error text is the answer's data.
      if (answer.status === 0) return show({ error: text(answer.data) || t('An error has occurred.') });
      const percentage = Number(answer.percentage);
      show({
        percentage: Number.isFinite(percentage) ? percentage : undefined,
        message: text(answer.message),
        label: text(answer.label),
      });
      if (!(percentage >= 100)) context.timeout(() => void ping(), PROGRESS_INTERVAL);
    };
    void ping();
  },
});
