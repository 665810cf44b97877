import { translator, type FeatureContext } from '#behaviors';

/** The slider's Hungarian: its buttons', its name's and what its live region says. */
export const strings = {
  Previous: 'Előző',
  Next: 'Következő',
  carousel: 'karusszel',
  Carousel: 'Karusszel',
  slide: 'dia',
  '@current of @total': '@current / @total',
  'Slide @current of @total': '@current. dia / @total',
};
export const { t } = translator(strings);

export interface Controls {
  setEnabled(previous: boolean, next: boolean): void;
  /** Says the text in a polite live region. */
  announce(text: string): void;
  remove(): void;
}

/** The previous/next buttons and the live region, added after the slider's viewport. */
export function addControls(root: HTMLElement, context: FeatureContext<object>, actions: { previous(): void; next(): void }): Controls {
  const bar = document.createElement('div');
  bar.className = 'kurzus-slider__controls';
  const button = (label: string, modifier: string, action: () => void) => {
    const element = bar.appendChild(document.createElement('button'));
    element.type = 'button';
    element.className = `kurzus-button kurzus-button--secondary kurzus-slider__button kurzus-slider__button--${modifier}`;
    element.textContent = label;
    // aria-disabled rather than disabled: a button that stays focusable at the end keeps the focus.
    context.listen(element, 'click', () => element.getAttribute('aria-disabled') !== 'true' && action());
    return element;
  };
  const previous = button(t('Previous'), 'previous', actions.previous);
  const next = button(t('Next'), 'next', actions.next);
  const status = bar.appendChild(document.createElement('div'));
  status.className = 'kurzus-visually-hidden';
  status.setAttribute('aria-live', 'polite');
  status.setAttribute('aria-atomic', 'true');
  root.append(bar);

  return {
    setEnabled(canPrevious, canNext) {
      previous.setAttribute('aria-disabled', String(!canPrevious));
      next.setAttribute('aria-disabled', String(!canNext));
    },
    announce(text) {
      status.textContent = text;
    },
    remove: () => bar.remove(),
  };
}
