import { preloadIsland, renderIsland, t, type Cleanup, type Island, type MountContext } from '#behaviors';
import type { ComingSoonDialogProps } from './ComingSoonDialog.tsx';

/** The href that means 'tickets not yet on sale' (spec §2): exactly the site root. */
export const COMING_SOON_HREF = '/';

const loadDialog = () => import('./ComingSoonDialog.tsx').then((module) => module.ComingSoonDialog);

export function mountTicket(link: HTMLElement, { signal, track, warn }: MountContext<object>): Cleanup | void {
  if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('href')) {
    warn('element', 'should be a link with an href; left as it is.');
    return;
  }
  if (link.getAttribute('href') !== COMING_SOON_HREF) {
    link.addEventListener('click', () => track('ticket_click', { link_url: link.href }), { signal });
    return;
  }
  return mountComingSoon(link, signal);
}

function mountComingSoon(link: HTMLAnchorElement, signal: AbortSignal): Cleanup {
  let dialog: Island<ComingSoonDialogProps> | undefined;
  const close = () => {
    dialog?.unmount();
    dialog = undefined;
  };

  // The faded look says 'not yet' to the eye; this says it to a screen reader.
  const note = link.appendChild(document.createElement('span'));
  note.className = 'kurzus-visually-hidden';
  note.textContent = ` (${t('Tickets are not on sale yet')})`;
  link.classList.add('is-coming-soon');
  link.setAttribute('aria-haspopup', 'dialog');

  const preload = () => preloadIsland(loadDialog);
  link.addEventListener('pointerenter', preload, { signal, once: true });
  link.addEventListener('focus', preload, { signal, once: true });
  link.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      dialog ??= renderIsland(loadDialog, { opener: link, onClose: close }, { name: 'ticket' });
    },
    { signal },
  );

  return () => {
    close();
    note.remove();
    link.classList.remove('is-coming-soon');
    if (link.classList.length === 0) link.removeAttribute('class');
    link.removeAttribute('aria-haspopup');
  };
}
