import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { t, type Cleanup, type MountContext } from '#behaviors';
import { addControls } from './controls.ts';

/** A slide counts as shown (and so reachable) when most of it is in view. */
const IN_VIEW = 0.9;

/** What the carousel needs from the browser; without it the slides stay the row that scrolls by itself. */
const supported = () => typeof window.matchMedia === 'function' && typeof IntersectionObserver === 'function' && typeof ResizeObserver === 'function';

export function mountSlider(root: HTMLElement, { signal, warn }: MountContext<object>): Cleanup | void {
  if (!supported()) return;
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const track = slides[0]?.parentElement;
  if (!track || slides.some((slide) => slide.parentElement !== track)) {
    warn('data-slide', 'slides should be siblings inside the slider; left as it is.');
    return;
  }
  const viewport = track.parentElement === root ? root : track.parentElement!;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const embla = EmblaCarousel(viewport, { container: track, slides, align: 'start', inViewThreshold: IN_VIEW });

  const restore = describe(root, slides);
  const controls = addControls(root, {
    previous: () => embla.scrollPrev(reducedMotion),
    next: () => embla.scrollNext(reducedMotion),
  });

  const showState = (announce: boolean) => {
    const inView = new Set(embla.slidesInView());
    slides.forEach((slide, index) => {
      if (inView.has(index) || slide.inert) return;
      // Focus in a slide that leaves the view would fall to the body: keep it in the carousel.
      if (slide.contains(document.activeElement)) root.focus({ preventScroll: true });
      // Slides out of view leave the tab order and the accessibility tree.
      slide.inert = true;
    });
    slides.forEach((slide, index) => inView.has(index) && (slide.inert = false));
    controls.setEnabled(embla.canScrollPrev(), embla.canScrollNext());
    if (announce) controls.announce(announcement(embla));
  };
  embla.on('slidesInView', () => showState(false));
  embla.on('reInit', () => showState(false));
  embla.on('select', () => showState(true));
  showState(false);

  root.addEventListener(
    'keydown',
    (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]')) return;
      if (event.key === 'ArrowLeft') embla.scrollPrev(reducedMotion);
      else if (event.key === 'ArrowRight') embla.scrollNext(reducedMotion);
      else return;
      event.preventDefault();
    },
    { signal },
  );
  root.classList.add('is-ready');

  return () => {
    embla.destroy();
    controls.remove();
    restore();
    root.classList.remove('is-ready');
    if (root.classList.length === 0) root.removeAttribute('class');
    for (const slide of slides) slide.inert = false;
  };
}

function announcement(embla: EmblaCarouselType): string {
  return t('Slide @current of @total', { '@current': embla.selectedScrollSnap() + 1, '@total': embla.scrollSnapList().length });
}

/** The carousel pattern's roles and names (WAI-ARIA APG); returns what puts the markup back. */
function describe(root: HTMLElement, slides: readonly HTMLElement[]): Cleanup {
  const set = new Map<Element, string[]>();
  const mark = (element: Element, name: string, value: string) => {
    if (element.hasAttribute(name)) return;
    element.setAttribute(name, value);
    set.set(element, [...(set.get(element) ?? []), name]);
  };
  mark(root, 'role', 'region');
  // Focusable from script only, to hold focus when the slide that had it moves out of view.
  mark(root, 'tabindex', '-1');
  mark(root, 'aria-roledescription', t('carousel'));
  if (!root.hasAttribute('aria-labelledby')) mark(root, 'aria-label', t('Carousel'));
  slides.forEach((slide, index) => {
    mark(slide, 'role', 'group');
    mark(slide, 'aria-roledescription', t('slide'));
    if (!slide.hasAttribute('aria-labelledby')) mark(slide, 'aria-label', t('@current of @total', { '@current': index + 1, '@total': slides.length }));
  });
  return () => {
    for (const [element, names] of set) for (const name of names) element.removeAttribute(name);
  };
}
