import { number, type Cleanup, type MountContext, type SettingsSpec } from '#behaviors';

/** The spec's desktop/mobile breakpoint (§2, §9): a window of this width or wider is desktop. */
export const BREAKPOINT = 992;

export interface BreakpointSettings {
  breakpoint: number;
}

export const breakpointSettings: SettingsSpec<BreakpointSettings> = {
  path: 'kurzus',
  fields: { breakpoint: number(BREAKPOINT, { min: 1 }) },
};

const classesOf = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/**
 * A layout container with a desktop and a mobile variant: the classes of `data-desktop-class` while the
 * window is at least `breakpoint` px wide, those of `data-mobile-class` below. A media query listener, not
 * resize polling, switches them; an unload detach puts the classes back as the server printed them.
 */
export function mountResponsiveContainer(element: HTMLElement, { settings, signal, warn }: MountContext<BreakpointSettings>): Cleanup | void {
  const desktop = classesOf(element.dataset['desktopClass']);
  const mobile = classesOf(element.dataset['mobileClass']);
  if (desktop.length === 0 && mobile.length === 0) {
    warn('data-desktop-class', 'and "data-mobile-class" are both empty; the container keeps its classes.');
    return;
  }
  const printed = new Set(element.classList);
  // Without media queries (very old browsers, some test DOMs) the width on load decides, once.
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(`(min-width: ${settings.breakpoint}px)`) : undefined;
  const apply = () => {
    const wide = query ? query.matches : window.innerWidth >= settings.breakpoint;
    const [on, off] = wide ? [desktop, mobile] : [mobile, desktop];
    element.classList.remove(...off.filter((name) => !on.includes(name)));
    element.classList.add(...on);
  };
  apply();
  query?.addEventListener('change', apply, { signal });
  return () => {
    for (const name of [...desktop, ...mobile]) element.classList.toggle(name, printed.has(name));
  };
}
