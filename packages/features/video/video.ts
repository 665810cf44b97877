import { t, type Cleanup, type MountContext } from '#behaviors';
import { openOverlayOnClick } from '../../ui/overlay/trigger.ts';
import { videoId } from './id.ts';
import type { VideoOverlayProps } from './VideoOverlay.tsx';

const loadOverlay = () => import('./VideoOverlay.tsx').then((module) => module.VideoOverlay);

export function mountVideo(link: HTMLElement, { signal, warn, track }: MountContext<object>): Cleanup | void {
  if (!(link instanceof HTMLAnchorElement) || !link.getAttribute('href')) {
    warn('element', 'should be a link with an href; left as it is.');
    return;
  }
  const id = videoId(link.getAttribute('href') ?? '');
  if (!id) {
    warn('href', `has no video id in its last path segment (${JSON.stringify(link.getAttribute('href'))}); the link is left as it is.`);
    return;
  }
  const title = () => link.dataset['title']?.trim() || link.textContent?.trim() || t('Video');
  return openOverlayOnClick<VideoOverlayProps>(link, {
    name: 'video',
    load: loadOverlay,
    signal,
    // The player autoplays, so opening is playing.
    onOpen: () => track('click_play', { content: title() }),
    props: (close, byKeyboard) => ({ id, title: title(), opener: link, byKeyboard, onClose: close }),
  });
}
