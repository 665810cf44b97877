import {
  defineFeature,
  list,
  number,
  PLURAL_DELIMITER,
  PURCHASE,
  shape,
  string,
  translator,
  type FeatureContext,
  type Widget,
} from '#behaviors';
import type { BuyErrorDialogProps } from './BuyErrorDialog.tsx';
import { bundleTarget, chosenCount, type BundleSettings, type Combination } from './rules.ts';
import { scrollToElement } from './scroll.ts';

/** The error flow's timings: the scroll's length, and when boxes and dialog follow the click. */
export const SCROLL_MS = 100;
export const HIGHLIGHT_AFTER_MS = 500;

const loadDialog = () => import('./BuyErrorDialog.tsx').then((module) => module.BuyErrorDialog);
const combination = (values: number[], own: number, gift: number): Combination => ({
  values,
  own: `/add-to-cart/${own}`,
  gift: `/add-to-cart/${gift}`,
});
const episode = number(0, { min: 0 });
const target = string('');

/** The form's `data-nid`: the bundle's node. */
const NID = number(0, { min: 0 });

/** A bundle per nid on the page: the first of the bundle forms with that nid, in document order. */
const firstFormOf = (context: Context) =>
  Array.from(document.querySelectorAll<HTMLFormElement>('form[data-kurzus~="bundle"]')).find(
    (form) => context.data('nid', NID, form) === context.settings.nid,
  );

type Context = FeatureContext<BundleSettings>;

/**
 * An included episode's box: shown checked and locked. `aria-disabled` plus a refused toggle rather than
 * `disabled`, so it stays focusable, is announced as checked and unavailable, and the form still posts it.
 */
function lock(box: HTMLInputElement, context: Context) {
  const wasChecked = box.checked;
  box.checked = true;
  context.defer(() => (box.checked = wasChecked));
  context.setAttribute(box, 'aria-disabled', 'true');
  const note = document.createElement('span');
  note.className = 'kurzus-bundle__included';
  note.textContent = ` (${t('always part of the package')})`;
  box.labels?.[0]?.append(note);
  context.defer(() => note.remove());
  context.listen(box, 'click', (event) => event.preventDefault());
}

/** The error flow: scroll now; at +500 ms mark the enabled boxes and open the buy-error dialog. */
function errorFlow(form: HTMLFormElement, free: HTMLInputElement[], context: Context) {
  const { settings } = context;
  let running = false;
  let stopScroll = () => {};
  let dialog: Widget<BuyErrorDialogProps> | undefined;
  return () => {
    if (running) return;
    running = true;
    stopScroll();
    stopScroll = scrollToElement(form, SCROLL_MS, context);
    context.timeout(() => {
      running = false;
      const enabled = free.filter((box) => !box.disabled);
      for (const box of enabled) {
        box.required = true;
        box.setAttribute('aria-invalid', 'true');
      }
      const returnFocus = enabled.find((box) => !box.checked) ?? enabled[0];
      // Included episodes count as chosen whether a box is printed for them or not.
      const choose = settings.size - new Set(settings.included).size;
      dialog?.close();
      dialog = context.open<BuyErrorDialogProps>({ load: loadDialog, props: (close) => ({ choose, returnFocus, onClose: close }) });
    }, HIGHLIGHT_AFTER_MS);
  };
}

/** The bundle's Hungarian: its error dialog's and its included episodes' label. */
export const strings = {
  'Choose your episodes': 'Válaszd ki az epizódokat',
  ['Choose one episode for the package, then press the purchase button again.' +
  PLURAL_DELIMITER +
  'Choose @count episodes for the package, then press the purchase button again.']:
    'Válassz ki egy epizódot a csomaghoz, majd kattints újra a vásárlás gombjára.' +
    PLURAL_DELIMITER +
    'Válassz ki @count epizódot a csomaghoz, majd kattints újra a vásárlás gombjára.',
  'always part of the package': 'mindig a csomag része',
};
export const { t, formatPlural } = translator(strings);

export default defineFeature<'form', BundleSettings>({
  settings: {
    path: 'kurzus.bundle',
    fields: {
      nid: number(19, { min: 1 }),
      size: number(3, { min: 1 }),
      included: list(episode, [4]),
      combinations: list(shape<Combination>({ values: list(episode, []), own: target, gift: target }, { values: [], own: '', gift: '' }), [
        combination([6, 7], 6, 10),
        combination([6, 8], 7, 11),
        combination([7, 8], 8, 12),
      ]),
    },
  },
  mount(form, context) {
    const { settings } = context;
    const nid = context.data('nid', NID);
    if (nid !== settings.nid) {
      return context.warn('data-nid', `is ${nid}, not the bundle's nid ${settings.nid} ("kurzus.bundle.nid"); left as it is.`);
    }
    if (firstFormOf(context) !== form) return context.warn('data-nid', `${settings.nid} is on a second form; only the first one is used.`);

    const boxes = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
    const isIncluded = (box: HTMLInputElement) => settings.included.includes(Number(box.value));
    const free = boxes.filter((box) => !isIncluded(box));
    const checkedValues = () => boxes.filter((box) => box.checked).map((box) => Number(box.value));
    for (const box of boxes.filter(isIncluded)) lock(box, context);
    /** At the bundle's size every unticked box is disabled; below it all are enabled again. */
    const update = () => {
      const full = chosenCount(checkedValues(), settings) >= settings.size;
      for (const box of free) box.disabled = full && !box.checked;
    };
    const unhighlight = () => free.forEach((box) => ((box.required = false), box.removeAttribute('aria-invalid')));
    context.defer(() => (unhighlight(), free.forEach((box) => (box.disabled = false))));
    const refuse = errorFlow(form, free, context);

    context.listen(form, 'change', (event) => {
      if (!boxes.includes(event.target as HTMLInputElement)) return;
      unhighlight();
      update();
    });
    update();
    // The buy and gift buttons announce a purchase; the one with this bundle's nid is this bundle's.
    context.listen(document, PURCHASE, (event) => {
      const { nid, kind } = (event as DocumentEventMap[typeof PURCHASE]).detail;
      if (nid !== settings.nid) return;
      event.preventDefault();
      const url = bundleTarget(checkedValues(), kind, settings);
      if (url) context.navigate(url, { attribute: 'kurzus.bundle.combinations' });
      else refuse();
    });
  },
});
