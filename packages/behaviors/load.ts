import { t } from './i18n/index.ts';
import { warn } from './log.ts';
import { navigate, type Platform } from './platform.ts';
import type { BehaviorDefinition, Feature } from './types.ts';

/** Marks the roots of what the bundle renders itself (dialogs, overlays, messages): attach skips them. */
export const WIDGET_ATTRIBUTE = 'data-kurzus-widget';

/**
 * How many times code is asked for before a control falls back: a chunk, and the chunks it imports, four
 * levels deep. A module graph that fails on one chunk keeps the chunks that came, so on a connection where
 * every first request fails each try gets one level further.
 */
const LOAD_ATTEMPTS = 5;

/**
 * The pause before the next try, in ms, longer after each: a connection that just dropped gets a moment,
 * and Chromium forgets a failed import a task or more after it reports it (tried at once, a deeper chunk of
 * the graph could still count as failed).
 */
const RETRY_PAUSE = 100;

/**
 * The one way the bundle loads code it needs now (a behaviour's, a widget's, React's, a library's): the
 * `import()`, tried again after a short pause when it fails, up to LOAD_ATTEMPTS times (a visitor is waiting).
 * Nothing keeps a failure: the browser fetches a failed module again (Chromium 156 refetches the module
 * and its failed imports alike), so the next ask tries anew and succeeds once the network is back.
 */
export async function loadCode<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt === LOAD_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE * attempt));
    }
  }
}

/** Marks a control whose code is on its way (`aria-busy`, which the stylesheet shows); returns what unmarks it. */
export function markBusy(control: Element): () => void {
  control.setAttribute('aria-busy', 'true');
  return () => control.removeAttribute('aria-busy');
}

/** What the fallback needs of the registry: the browser, and the behaviours' definitions. */
interface FallbackRuntime {
  readonly platform: Platform;
  readonly definitions: readonly BehaviorDefinition[];
}

/** Whether a click never navigates from `control`: its behaviour's definition `stays` on it. */
export function staysOn(runtime: FallbackRuntime, behavior: string, control: Element): boolean {
  const stays = runtime.definitions.find((definition) => definition.name === behavior)?.stays;
  return !!stays && control.matches(stays);
}

/**
 * A control whose code could not be loaded, after every try, still does something: the link that
 * was clicked (or the control's own href) is followed, else the failure is said next to the control, in
 * one message per control. `href="#"` only stands in for the script (following it would jump to the top),
 * and a control its definition `stays` on never navigates (the coming-soon ticket's '/'): there the
 * failure is said. The next click tries the code again.
 */
export function followOrSay(runtime: FallbackRuntime, behavior: string, control: Element, clicked?: Element | null): void {
  const inside = clicked?.closest('a[href]');
  const link = inside && control.contains(inside) ? inside : control.closest('a[href]');
  const href = link?.getAttribute('href')?.trim();
  const follows = href && href !== '#' && !staysOn(runtime, behavior, control);
  if (follows && navigate(runtime.platform, href, { behavior, attribute: 'href' })) return;
  let message = control.nextElementSibling;
  if (message?.getAttribute(WIDGET_ATTRIBUTE) !== 'message') {
    message = document.createElement('span');
    message.setAttribute('role', 'alert');
    message.setAttribute(WIDGET_ATTRIBUTE, 'message');
    message.className = 'kurzus-load-error';
    control.after(message);
  }
  message.textContent = t('This content failed to load.');
}

/** A behaviour's code, ready to mount: its feature module and the mount machinery (context.ts). */
export interface Loaded {
  readonly feature: Feature;
  readonly mounting: typeof import('./context.ts');
}

/**
 * Loads a behaviour's feature module with the mount machinery (its own chunk, which every feature
 * module shares, so a page where nothing mounts never loads it). Each goes through `loadCode`; a
 * failure warns and rejects.
 */
export async function loadFeature(definition: BehaviorDefinition, platform: Platform): Promise<Loaded> {
  try {
    const [{ default: feature }, mounting] = await Promise.all([loadCode(definition.load), loadCode(() => import('./context.ts'))]);
    return { feature, mounting };
  } catch (error) {
    // The network's failure, not a bug: said once, and a click on the element still does something.
    const reason = error instanceof Error ? error.message : String(error);
    warn(platform, definition.name, 'code', `could not be loaded (${reason}); a click follows its link instead.`);
    throw error;
  }
}
