import { number } from './fields.ts';
import type { SettingsSpec } from './spec.ts';

/** The site's desktop width in px unless it sends another (`kurzus.breakpoint`). */
export const DEFAULT_BREAKPOINT = 992;

/** `kurzus.breakpoint`, read like every behaviour's settings (a bad value warns in the behaviour's name, then 992). */
export const breakpointSettings: SettingsSpec<{ breakpoint: number }> = {
  path: 'kurzus',
  fields: { breakpoint: number(DEFAULT_BREAKPOINT, { min: 1 }) },
};
