import { translator } from '#behaviors';

export const strings = { Progress: 'Folyamat' };
const { t } = translator(strings);

/** What the bar shows; each answer from the server gives a new one. */
export interface ProgressState {
  /** 0–100; anything else (or nothing) draws the bar without a known value, as core's setProgress(-1). */
  percentage?: number;
  /** What is being done now, under the bar. */
  message?: string;
  /** What the bar measures, above it; 'Progress' when the server gives none. */
  label?: string;
  /** Replaces the bar with an error message (read out at once). */
  error?: string;
}

const known = (percentage: number | undefined): percentage is number => percentage !== undefined && percentage >= 0 && percentage <= 100;

function div(className: string, parent?: Element): HTMLDivElement {
  const element = document.createElement('div');
  element.className = className;
  parent?.append(element);
  return element;
}

/** The bar's parts, in core's progress.js markup; `labelId` names the progressbar by its label. */
function build(labelId: string): HTMLDivElement {
  const progress = div('progress kurzus-progress');
  progress.setAttribute('aria-live', 'polite');
  div('progress__label', progress).id = labelId;
  const track = div('progress__track', progress);
  track.setAttribute('role', 'progressbar');
  track.setAttribute('aria-labelledby', labelId);
  track.setAttribute('aria-valuemin', '0');
  track.setAttribute('aria-valuemax', '100');
  div('progress__bar', track);
  div('progress__percentage', progress);
  div('progress__description', progress);
  return progress;
}

/**
 * Draws an accessible progress bar at the end of `into` (after what it holds: the task's own message), or
 * brings the one there up to date: a `role="progressbar"` named by its label, with `aria-valuenow` while the
 * value is known; changes are announced politely, an error (which takes the bar's place) assertively.
 * Returns what it drew. Plain DOM rather than a React widget: the bar shows as the page loads, and React's
 * chunk would come with it, for a bar.
 */
export function drawProgress(into: Element, { percentage, message, label, error }: ProgressState, labelId: string): Element {
  const drawn = into.querySelector(':scope > .kurzus-progress, :scope > .kurzus-progress-error');
  const place = (node: Element) => (drawn ? drawn.replaceWith(node) : into.append(node), node);
  if (error !== undefined) {
    const alert = div('messages messages--error kurzus-progress-error');
    alert.setAttribute('role', 'alert');
    alert.textContent = error;
    return place(alert);
  }
  const progress = drawn?.matches('.kurzus-progress') ? drawn : place(build(labelId));
  const part = (name: string) => progress.querySelector<HTMLElement>(`.progress__${name}`)!;
  const value = known(percentage) ? Math.round(percentage) : undefined;
  part('label').textContent = label || t('Progress');
  if (value === undefined) part('track').removeAttribute('aria-valuenow');
  else part('track').setAttribute('aria-valuenow', String(value));
  part('bar').classList.toggle('is-indeterminate', value === undefined);
  part('bar').style.width = value === undefined ? '' : `${value}%`;
  part('percentage').textContent = value === undefined ? '' : `${value}%`;
  part('description').textContent = message ?? '';
  return progress;
}
