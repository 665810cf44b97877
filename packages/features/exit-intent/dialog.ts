import { translator, type FeatureContext } from '#behaviors';
import { inPageModal } from '#behaviors/modal';

/** The pop-up's Hungarian: its name when the block has no title. */
export const strings = { 'Before you go': 'Mielőtt elmész' };
const { t } = translator(strings);

/** `.modal` becomes a modal dialog named by its title (or 'Before you go'); detach puts the markup back. */
function describeDialog(modal: HTMLElement, context: FeatureContext) {
  const title = modal.querySelector('.modal-title');
  if (title && !title.id) context.setAttribute(title, 'id', context.id());
  const name: Record<string, string> = title ? { 'aria-labelledby': title.id } : { 'aria-label': t('Before you go') };
  for (const [attribute, value] of Object.entries({ role: 'dialog', 'aria-modal': 'true', tabindex: '-1', ...name })) {
    context.setAttribute(modal, attribute, value);
  }
  const closeButton = modal.appendChild(document.createElement('button'));
  closeButton.type = 'button';
  closeButton.className = 'kurzus-exit-intent__close';
  closeButton.setAttribute('aria-label', t('Close'));
  closeButton.textContent = '×';
  context.defer(() => closeButton.remove());
}

/**
 * Enhances the module's exit-modal markup in place (`.underlay`, `.modal` > `.modal-title`, `.modal-body`,
 * `.modal-footer`) as the page's modal (`inPageModal`); `is-open` on the root shows it. Esc, the close
 * button, the backdrop and the footer close it; clicks inside the dialog itself do not.
 */
export function enhanceModal(root: HTMLElement, modal: HTMLElement, context: FeatureContext) {
  describeDialog(modal, context);
  const dialog = inPageModal(context, modal, {
    render(open) {
      root.classList.toggle('is-open', open);
      if (root.classList.length === 0) root.removeAttribute('class');
    },
  });
  context.listen(root, 'click', (event) => {
    if (event.target instanceof Element && event.target.closest('.underlay, .modal-footer, .kurzus-exit-intent__close')) dialog.close();
  });
  return dialog;
}
