import { defineFeature, string, takeClick, translator, type FeatureContext } from '#behaviors';
import { videoId } from './id.ts';
import { embedUrl } from './player.ts';

const loadOverlay = () => import('./VideoOverlay.tsx').then((module) => module.VideoOverlay);

/** The video overlay's Hungarian. */
export const strings = { Video: 'Videó' };
const { t } = translator(strings);

/** The link's video id, when Vimeo's player can embed it (a numeric id): only that is ever embedded. */
function playable(link: HTMLAnchorElement): string | undefined {
  const id = videoId(link.getAttribute('href') ?? '');
  return id && embedUrl(id) ? id : undefined;
}

const titleOf = (link: HTMLAnchorElement, context: FeatureContext) =>
  context.data('title', string('')).trim() || link.textContent?.trim() || t('Video');

export default defineFeature<'link'>({
  widget: loadOverlay,
  on: {
    click(event, link, context) {
      const id = playable(link);
      if (!id || !takeClick(event)) return;
      const title = titleOf(link, context);
      context.open({
        load: loadOverlay,
        // The player autoplays, so opening is playing.
        onOpen: () => context.track('click_play', { content: title }),
        props: (close) => ({ id, title, opener: link, onClose: close }),
      });
    },
  },
  mount(link, context) {
    if (!playable(link)) {
      const href = link.getAttribute('href');
      context.warn('href', `has no video id in its last path segment (${JSON.stringify(href)}); the link is left as it is.`);
      return;
    }
    context.setAttribute(link, 'aria-haspopup', 'dialog');
  },
});
