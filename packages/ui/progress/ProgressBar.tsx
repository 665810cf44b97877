import { useId } from 'react';
import { t } from '#behaviors';

export interface ProgressBarProps {
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

/**
 * An accessible progress bar in core's progress.js markup (`.progress`, `__label`, `__track` > `__bar`,
 * `__percentage`, `__description`): a `role="progressbar"` named by its label, with `aria-valuenow` while
 * the value is known; changes are announced politely, an error assertively.
 */
export function ProgressBar({ percentage, message, label, error }: ProgressBarProps) {
  const labelId = useId();
  if (error !== undefined) {
    return (
      <div className="messages messages--error" role="alert">
        {error}
      </div>
    );
  }
  const value = known(percentage) ? Math.round(percentage) : undefined;
  return (
    <div className="progress kurzus-progress" aria-live="polite">
      <div className="progress__label" id={labelId}>
        {label || t('Progress')}
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div
          className={value === undefined ? 'progress__bar is-indeterminate' : 'progress__bar'}
          style={value === undefined ? undefined : { width: `${value}%` }}
        />
      </div>
      <div className="progress__percentage">{value === undefined ? '' : `${value}%`}</div>
      <div className="progress__description">{message ?? ''}</div>
    </div>
  );
}
