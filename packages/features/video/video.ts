import { defineFeature, string, translator } from '#behaviors';
import { videoId } from './id.ts';
import { embedUrl } from './player.ts';

const loadOverlay = () => import('./VideoOverlay.tsx').then((module) => module.VideoOverlay);

/** The video overlay's Hungarian. */
export const strings = { Video: 'Videó' };
const { t } = translator(strings);

export default defineFeature<'link'>({
  mount(link, context) {
    const href = link.getAttribute('href');
    const id = videoId(href ?? '');
    // Only Vimeo's player, for a numeric id, is ever embedded.
    if (!id || !embedUrl(id)) {
      context.warn('href', `has no video id in its last path segment (${JSON.stringify(href)}); the link is left as it is.`);
      return;
    }
    const title = () => context.data('title', string('')).trim() || link.textContent?.trim() || t('Video');
    context.open({
      on: 'click',
      load: loadOverlay,
      // The player autoplays, so opening is playing.
      onOpen: () => context.track('click_play', { content: title() }),
      props: (close) => ({ id, title: title(), opener: link, onClose: close }),
    });
  },
});
