import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { defineFeature, type FeatureContext } from '#behaviors';
import { addControls, t, type Controls } from './controls.ts';

/** A slide counts as shown (and so reachable) when most of it is in view. */
const IN_VIEW = 0.9;

function announcement(embla: EmblaCarouselType): string {
  return t('Slide @current of @total', { '@current': embla.selectedScrollSnap() + 1, '@total': embla.scrollSnapList().length });
}

/** The carousel pattern's roles and names (WAI-ARIA APG), where the server gave none; detach takes them off. */
function describe(root: HTMLElement, slides: readonly HTMLElement[], context: FeatureContext) {
  const mark = (element: Element, name: string, value: string) => element.hasAttribute(name) || context.setAttribute(element, name, value);
  mark(root, 'role', 'region');
  // Focusable from script only, to hold focus when the slide that had it moves out of view.
  mark(root, 'tabindex', '-1');
  mark(root, 'aria-roledescription', t('carousel'));
  if (!root.hasAttribute('aria-labelledby')) mark(root, 'aria-label', t('Carousel'));
  slides.forEach((slide, index) => {
    mark(slide, 'role', 'group');
    mark(slide, 'aria-roledescription', t('slide'));
    if (!slide.hasAttribute('aria-labelledby'))
      mark(slide, 'aria-label', t('@current of @total', { '@current': index + 1, '@total': slides.length }));
  });
}

/** Slides out of view leave the tab order and the accessibility tree; the buttons follow the ends. */
function showState(root: HTMLElement, slides: readonly HTMLElement[], embla: EmblaCarouselType, controls: Controls, announce: boolean) {
  const inView = new Set(embla.slidesInView());
  slides.forEach((slide, index) => {
    if (inView.has(index) || slide.inert) return;
    // Focus in a slide that leaves the view would fall to the body: keep it in the carousel.
    if (slide.contains(document.activeElement)) root.focus({ preventScroll: true });
    slide.inert = true;
  });
  slides.forEach((slide, index) => inView.has(index) && (slide.inert = false));
  controls.setEnabled(embla.canScrollPrev(), embla.canScrollNext());
  if (announce) controls.announce(announcement(embla));
}

/** Arrow keys move the carousel, except in a field or with a modifier. */
function arrowKeys(embla: EmblaCarouselType, jump: boolean) {
  return (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]')) return;
    if (event.key === 'ArrowLeft') embla.scrollPrev(jump);
    else if (event.key === 'ArrowRight') embla.scrollNext(jump);
    else return;
    event.preventDefault();
  };
}

export default defineFeature({
  mount(root, context) {
    const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
    const track = slides[0]?.parentElement;
    if (!track || slides.some((slide) => slide.parentElement !== track)) {
      context.warn('data-slide', 'slides should be siblings inside the slider; left as it is.');
      return;
    }
    const viewport = track.parentElement === root ? root : track.parentElement!;
    // With reduced motion the carousel jumps instead of scrolling smoothly.
    const jump = context.platform.reducedMotion();
    const embla = EmblaCarousel(viewport, { container: track, slides, align: 'start', inViewThreshold: IN_VIEW });
    context.defer(() => slides.forEach((slide) => (slide.inert = false)));
    describe(root, slides, context);
    context.addClass(root, 'is-ready');
    const controls = addControls(root, context, { previous: () => embla.scrollPrev(jump), next: () => embla.scrollNext(jump) });
    context.defer(controls.remove);
    context.defer(() => embla.destroy());
    embla.on('slidesInView', () => showState(root, slides, embla, controls, false));
    embla.on('reInit', () => showState(root, slides, embla, controls, false));
    embla.on('select', () => showState(root, slides, embla, controls, true));
    // Embla stops when the frame before stood at the snap, then paints one more, interpolated frame: after a
    // flick, with uneven frames, that one can stand a fraction of a pixel short. Run on until it stands there.
    embla.on('settle', () => {
      const { scrollBody, animation } = embla.internalEngine();
      if (!scrollBody.settled()) animation.start();
    });
    showState(root, slides, embla, controls, false);
    context.listen(root, 'keydown', arrowKeys(embla, jump));
  },
});
