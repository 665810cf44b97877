import { defineBehavior } from '#behaviors';
import { mountScrollMarker, scrollMarkerSettings } from './scroll-marker.ts';

/** The body's scroll marker (spec §2): `scrolled-to-top` / `scrolled-to-down`. */
export const scrollMarker = defineBehavior({
  name: 'scroll-marker',
  selector: 'body',
  settings: scrollMarkerSettings,
  mount: mountScrollMarker,
});
