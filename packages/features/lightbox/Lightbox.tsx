import { startTransition, useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Overlay } from '#ui/overlay';
import { loadPurifier } from '#ui/purifier';
import { captionOf, type Caption } from './caption.ts';
import type { LightboxItem } from './gallery.ts';
import { lightboxLabels } from './labels.ts';
import { t } from './lightbox.ts';
import { step } from './stepping.ts';
import type { LightboxSettings } from './settings.ts';

export interface LightboxProps {
  /** The opened image's group, in page order (one item for a single image). */
  items: readonly LightboxItem[];
  /** The index of the image that was clicked. */
  start: number;
  settings: LightboxSettings;
  /** The link that opened it; focus returns there. */
  opener: HTMLElement;
  onClose(): void;
}

type Status = 'loading' | 'loaded' | 'error';

/** The captions of the items, sanitized once DOMPurify is there (undefined until then). */
function useCaptions(items: readonly LightboxItem[], siteConfig: Record<string, unknown> | undefined): Caption[] | undefined {
  const [captions, setCaptions] = useState<Caption[]>();
  useEffect(() => {
    let live = true;
    void loadPurifier().then((purifier) => {
      if (live) setCaptions(items.map((item) => captionOf(item.title, purifier, siteConfig)));
    });
    return () => {
      live = false;
    };
  }, [items, siteConfig]);
  return captions;
}

function CaptionText({ caption }: { caption: Caption | undefined }) {
  // An empty title is hidden (the plain style); so is one that sanitizing left empty.
  if (!caption || String('html' in caption ? caption.html : caption.text).trim() === '') return null;
  return 'html' in caption ? (
    <figcaption className="kurzus-lightbox__title" dangerouslySetInnerHTML={{ __html: caption.html }} />
  ) : (
    <figcaption className="kurzus-lightbox__title">{caption.text}</figcaption>
  );
}

interface FigureProps {
  item: LightboxItem;
  index: number;
  status: Status;
  caption: Caption | undefined;
  onStatus(status: Status): void;
  onClick(): void;
}

/** The image (a click on it steps on, as Colorbox's does) or its failure, and its caption. */
function Figure({ item, index, status, caption, onStatus, onClick }: FigureProps) {
  return (
    <figure className="kurzus-lightbox__figure" data-status={status}>
      {status === 'error' ? (
        <p className="kurzus-lightbox__error" role="alert">
          {t('This image failed to load.')}
        </p>
      ) : (
        <img
          key={index}
          className="kurzus-lightbox__photo"
          src={item.href}
          alt={item.alt}
          onLoad={() => onStatus('loaded')}
          onError={() => onStatus('error')}
          onClick={onClick}
        />
      )}
      <CaptionText caption={caption} />
    </figure>
  );
}

/** The neighbours one step each way are fetched ahead, so stepping shows the image at once. */
function usePreloaded(items: readonly LightboxItem[], previous: number | undefined, next: number | undefined) {
  useEffect(() => {
    for (const neighbour of [previous, next]) {
      const href = neighbour === undefined ? undefined : items[neighbour]?.href;
      if (href) new Image().src = href;
    }
  }, [items, previous, next]);
}

/** The slideshow steps once the image is there (or has failed), and stops where stepping stops. */
function useSlideshow(
  settings: LightboxSettings,
  status: Status,
  next: number | undefined,
  stepBy: (delta: -1 | 1) => void,
  total: number,
) {
  const [playing, setPlaying] = useState(settings.slideshow && settings.slideshowAuto && total > 1);
  useEffect(() => {
    if (!playing || status === 'loading') return;
    if (next === undefined) return setPlaying(false);
    const timer = window.setTimeout(() => stepBy(1), settings.slideshowSpeed);
    return () => window.clearTimeout(timer);
  }, [playing, status, next, settings.slideshowSpeed, stepBy]);
  return [playing, setPlaying] as const;
}

interface View {
  index: number;
  status: Status;
}

/**
 * The shown image and its status. A step renders as a transition: the frame after the click paints at
 * once, and the new image follows. It steps from the latest index, so two quick presses make two steps.
 */
function useView(start: number, total: number, loop: boolean) {
  const [view, setView] = useState<View>({ index: start, status: 'loading' });
  const stepBy = useCallback(
    (delta: -1 | 1) =>
      startTransition(() =>
        setView((current) => {
          const index = step(current.index, delta, total, loop);
          return index === undefined ? current : { index, status: 'loading' };
        }),
      ),
    [total, loop],
  );
  const setStatus = useCallback((status: Status) => setView((current) => ({ ...current, status })), []);
  return { ...view, stepBy, setStatus };
}

/**
 * The image lightbox with Colorbox's semantics and the plain style: previous/next (wrapping with `loop`),
 * arrow keys, a position counter announced politely, an optional slideshow, the neighbours preloaded,
 * and the image's failure said in the overlay, which stays usable.
 */
export function Lightbox({ items, start, settings, opener, onClose }: LightboxProps) {
  const labels = useMemo(() => lightboxLabels(settings), [settings]);
  const total = items.length;
  const { index, status, stepBy, setStatus } = useView(start, total, settings.loop);
  const captions = useCaptions(items, settings.dompurify);
  const previous = step(index, -1, total, settings.loop);
  const next = step(index, 1, total, settings.loop);
  const item = items[index] ?? items[0];

  usePreloaded(items, previous, next);
  const [playing, setPlaying] = useSlideshow(settings, status, next, stepBy, total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || total < 2) return;
    const delta = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : undefined;
    if (delta === undefined) return;
    event.preventDefault();
    stepBy(delta);
  };

  if (!item) return null;
  return (
    <Overlay
      className="kurzus-lightbox"
      label={t('Image viewer')}
      closeLabel={labels.close}
      onClose={onClose}
      returnFocus={opener}
      backdropCloses={settings.overlayClose}
      backdropOpacity={settings.opacity}
      busy={status === 'loading'}
      onKeyDown={onKeyDown}
    >
      <p className="kurzus-lightbox__counter" role="status">
        {total > 1 ? labels.current(index, total) : ''}
      </p>
      {previous !== undefined && (
        <button type="button" className="kurzus-lightbox__control kurzus-lightbox__previous" data-autofocus onClick={() => stepBy(-1)}>
          {labels.previous}
        </button>
      )}
      <Figure item={item} index={index} status={status} caption={captions?.[index]} onStatus={setStatus} onClick={() => stepBy(1)} />
      {next !== undefined && (
        <button type="button" className="kurzus-lightbox__control kurzus-lightbox__next" onClick={() => stepBy(1)}>
          {labels.next}
        </button>
      )}
      {settings.slideshow && total > 1 && (
        <button type="button" className="kurzus-lightbox__control kurzus-lightbox__slideshow" onClick={() => setPlaying(!playing)}>
          {playing ? labels.slideshowStop : labels.slideshowStart}
        </button>
      )}
    </Overlay>
  );
}
