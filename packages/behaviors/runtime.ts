import type { Delegation } from './delegate.ts';
import type { Widgets } from './open.ts';
import type { Platform } from './platform.ts';
import type { BehaviorDefinition, BehaviorsHost } from './types.ts';
import type { Viewport } from './viewport.ts';

/**
 * A registry's share of the page, which its mounts use: its delegated listeners, viewport observers and
 * fallbacks, the browser it talks to, and (made by the mount machinery with the first mount that needs
 * them) its widgets. Nothing of it is shared between registries.
 */
export interface Runtime {
  readonly delegation: Delegation;
  readonly viewport: Viewport;
  readonly platform: Platform;
  readonly host: BehaviorsHost;
  /** Every behaviour of the registry, as the manifest declares it. */
  readonly definitions: readonly BehaviorDefinition[];
  widgets: Widgets | undefined;
  /** How many ids the mount machinery has made (`context.id()`). */
  ids: number;
}
