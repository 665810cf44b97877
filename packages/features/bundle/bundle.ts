import { renderIsland, t, type Cleanup, type Island, type MountContext } from '#behaviors';
import { navigate } from '../buy/navigate.ts';
import type { BuyErrorDialogProps } from './BuyErrorDialog.tsx';
import { bundleTarget, chosenCount, type BundleSettings, type PurchaseKind } from './rules.ts';
import { scrollToElement } from './scroll.ts';

/** The error flow's timings (spec §5, §9): the scroll's length, and when boxes and dialog follow the click. */
export const SCROLL_MS = 100;
export const HIGHLIGHT_AFTER_MS = 500;

const loadDialog = () => import('./BuyErrorDialog.tsx').then((module) => module.BuyErrorDialog);

/** The bundles mounted on this page, by nid: how a buy or gift button with that nid finds its rules. */
const mounted = new Map<number, (kind: PurchaseKind) => void>();

/**
 * Hands a purchase to the '2+1' bundle with this nid when its form is on the page: it navigates to the
 * selection's add-to-cart target or runs the error flow. False when there is no such bundle here.
 */
export function purchaseBundle(nid: number, kind: PurchaseKind): boolean {
  const purchase = mounted.get(nid);
  purchase?.(kind);
  return purchase !== undefined;
}

export function mountBundle(form: HTMLElement, { settings, signal, warn }: MountContext<BundleSettings>): Cleanup | void {
  if (!(form instanceof HTMLFormElement)) return warn('element', 'should be a form; left as it is.');
  if (Number(form.dataset['nid']) !== settings.nid) {
    return warn('data-nid', `is ${JSON.stringify(form.dataset['nid'] ?? null)}, not the bundle's nid ${settings.nid} ("kurzus.bundle.nid"); left as it is.`);
  }
  if (mounted.has(settings.nid)) return warn('data-nid', `${settings.nid} is on a second form; only the first one is used.`);

  const boxes = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
  const isIncluded = (box: HTMLInputElement) => settings.included.includes(Number(box.value));
  const locked = boxes.filter(isIncluded);
  const free = boxes.filter((box) => !isIncluded(box));
  const checkedValues = () => boxes.filter((box) => box.checked).map((box) => Number(box.value));
  const undoLocks = locked.map((box) => lock(box, signal));

  /** At the bundle's size every unticked box is disabled; below it all are enabled again. */
  const update = () => {
    const full = chosenCount(checkedValues(), settings) >= settings.size;
    for (const box of free) box.disabled = full && !box.checked;
  };

  const unhighlight = () => {
    for (const box of free) {
      box.required = false;
      box.removeAttribute('aria-invalid');
    }
  };

  let dialog: Island<BuyErrorDialogProps> | undefined;
  let highlightTimer: number | undefined;
  let stopScroll = () => {};
  const closeDialog = () => {
    dialog?.unmount();
    dialog = undefined;
  };

  /** The error flow (design.md): scroll now, mark the enabled boxes and open the dialog at +500 ms. */
  const refuse = () => {
    if (highlightTimer !== undefined) return;
    stopScroll();
    stopScroll = scrollToElement(form, SCROLL_MS);
    highlightTimer = window.setTimeout(() => {
      highlightTimer = undefined;
      const enabled = free.filter((box) => !box.disabled);
      for (const box of enabled) {
        box.required = true;
        box.setAttribute('aria-invalid', 'true');
      }
      const returnFocus = enabled.find((box) => !box.checked) ?? enabled[0];
      closeDialog();
      // Included episodes count as chosen whether a box is printed for them or not (design.md, 'A Kulcs').
      const choose = settings.size - new Set(settings.included).size;
      dialog = renderIsland(loadDialog, { choose, returnFocus, onClose: closeDialog }, { name: 'bundle' });
    }, HIGHLIGHT_AFTER_MS);
  };

  form.addEventListener(
    'change',
    (event) => {
      if (!boxes.includes(event.target as HTMLInputElement)) return;
      unhighlight();
      update();
    },
    { signal },
  );
  update();

  mounted.set(settings.nid, (kind) => {
    const target = bundleTarget(checkedValues(), kind, settings);
    if (target) navigate.assign(target);
    else refuse();
  });

  return () => {
    mounted.delete(settings.nid);
    stopScroll();
    window.clearTimeout(highlightTimer);
    closeDialog();
    unhighlight();
    for (const box of free) box.disabled = false;
    for (const undo of undoLocks) undo();
  };
}

/**
 * An included episode's box: shown checked and locked. `aria-disabled` plus a refused toggle rather than
 * `disabled`, so it stays focusable, is announced as checked and unavailable, and the form still posts it.
 */
function lock(box: HTMLInputElement, signal: AbortSignal): Cleanup {
  const wasChecked = box.checked;
  box.checked = true;
  box.setAttribute('aria-disabled', 'true');
  const note = document.createElement('span');
  note.className = 'kurzus-bundle__included';
  note.textContent = ` (${t('always part of the package')})`;
  box.labels?.[0]?.append(note);
  box.addEventListener('click', (event) => event.preventDefault(), { signal });
  return () => {
    note.remove();
    box.removeAttribute('aria-disabled');
    box.checked = wasChecked;
  };
}
