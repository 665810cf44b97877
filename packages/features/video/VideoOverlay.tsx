import { useEffect, useState } from 'react';
import { t } from '#behaviors';
import { Overlay } from '#ui/overlay';
import { embedUrl, videoSize } from './player.ts';

export interface VideoOverlayProps {
  id: string;
  /** The video's title: the overlay's and the player's accessible name. */
  title: string;
  /** The link that opened it; focus returns there. */
  opener: HTMLElement;
  onClose(): void;
}

/** The window's width, followed on resize. */
function useWindowWidth(): number {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/** The player in the shared overlay, sized from the window; offline, the content's failure is said instead. */
export function VideoOverlay({ id, title, opener, onClose }: VideoOverlayProps) {
  const { width, height, frameWidth } = videoSize(useWindowWidth());
  const [offline] = useState(() => navigator.onLine === false);
  const src = embedUrl(id);
  return (
    <Overlay
      className="kurzus-video"
      label={title}
      closeLabel={t('Close')}
      onClose={onClose}
      returnFocus={opener}
      contentStyle={{ width, height }}
    >
      {offline || !src ? (
        <p className="kurzus-video__error" role="alert">
          {t('This content failed to load.')}
        </p>
      ) : (
        <iframe
          className="kurzus-video__player"
          src={src}
          title={title}
          width={frameWidth}
          height={height}
          allow="autoplay; fullscreen; picture-in-picture"
        />
      )}
    </Overlay>
  );
}
