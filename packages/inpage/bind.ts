import type { FeatureContext } from '#behaviors';
import { runCommands, type CommandContext } from './commands.ts';
import { ajaxConfig, entryFor, markupEntry, type AjaxConfig } from './config.ts';
import { showAjaxError } from './messages.ts';
import { ajaxPath, isLocal, isTrusted, sendAjax } from './request.ts';
import { loadSafeHtml } from './sanitize.ts';
import { t } from './strings.ts';
import { showProgress } from './throbber.ts';

type Context = FeatureContext;

/** A mount's elements with a request in flight: core ignores their events meanwhile (its only guard; no debounce). */
type InFlight = WeakSet<Element>;

const textTypes = new Set(['text', 'textarea', 'tel', 'number']);

/** Core's keypress rule: Enter fires the element's event; Space does too, except where it types a space. */
function keyFires(event: KeyboardEvent, element: Element): boolean {
  if (event.key === 'Enter') return true;
  const type = (element as HTMLInputElement).type ?? '';
  return event.key === ' ' && !textTypes.has(type);
}

function setDisabled(element: Element, disabled: boolean) {
  if ('disabled' in element) (element as HTMLButtonElement).disabled = disabled;
  else if (disabled) element.setAttribute('aria-disabled', 'true');
  else element.removeAttribute('aria-disabled');
}

async function send(element: Element, config: AjaxConfig, context: Context, inFlight: InFlight) {
  const { drupalSettings } = context;
  const url = ajaxPath(config.url);
  if (!isLocal(url) && !isTrusted(url, config.url, drupalSettings)) {
    context.warn('url', `"${config.url}" is not local and not trusted (ajaxTrustedUrl); no request was sent.`);
    return;
  }
  inFlight.add(element);
  const form = element.closest('form');
  // Widgets write their state into the form before it is read, as under core.
  if (form?.isConnected) context.host.detachBehaviors(form, drupalSettings, 'serialize');
  const hadFocus = document.activeElement === element;
  const hideProgress = showProgress(element, config.progress);
  setDisabled(element, true);
  let outcome: Awaited<ReturnType<typeof sendAjax>>;
  try {
    outcome = await sendAjax(config, element, drupalSettings, context.platform);
  } finally {
    hideProgress();
    setDisabled(element, false);
    inFlight.delete(element);
  }
  const commandContext: CommandContext = { element, config, drupalSettings, warn: context.warn, feature: context };
  if ('error' in outcome) showAjaxError(outcome.error, element);
  else {
    commandContext.safeHtml = await loadSafeHtml();
    try {
      runCommands(outcome.commands, commandContext);
    } catch (error) {
      // As in core: a command that fails stops the rest, and the visitor is told nothing more.
      context.warn('commands', `failed (${String(error)}); the rest of the response was not run.`);
    }
  }
  // Disabling took focus away; give it back so the visitor carries on where they were.
  if (hadFocus && !commandContext.focusMoved && element.isConnected) (element as HTMLElement).focus();
}

/** Starts `element`'s request when `event` is its trigger: the configured event, or the keypress rule. */
function respond(event: Event, element: Element, config: AjaxConfig, context: Context, inFlight: InFlight) {
  const byKey = event instanceof KeyboardEvent && config.keypress && event.type === 'keydown' && keyFires(event, element);
  if (event.type === config.prevent) event.preventDefault();
  if (!byKey && event.type !== config.event) return;
  event.preventDefault();
  event.stopPropagation();
  if (inFlight.has(element)) return;
  void send(element, config, context, inFlight);
}

/** The event types the bundle listens for; an entry naming another event warns once. */
const delegated = ['mousedown', 'click', 'change', 'input', 'submit', 'keydown'] as const;

/**
 * A form: its `drupalSettings.ajax` entries (where Form API puts #ajax), looked up when an event comes, so
 * entries a `settings` command merges later work without rebinding.
 */
export function mountForm(form: HTMLFormElement, context: Context): void {
  const inFlight: InFlight = new WeakSet();
  const handle = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const found = entryFor(event.target, context.drupalSettings);
    if (!found || found.element.classList.contains('use-ajax-submit') || !form.contains(found.element)) return;
    const config = ajaxConfig(found.entry, found.element, t('Processing...'));
    if (!config)
      return context.warn('ajax', `has an entry for ${found.element.id ? `#${found.element.id}` : 'an element'} without a URL; ignored.`);
    if (!(delegated as readonly string[]).includes(config.event))
      context.warn('ajax', `uses the event "${config.event}", which the bundle does not bind; ignored.`);
    respond(event, found.element, config, context, inFlight);
  };
  for (const type of delegated) context.listen(form, type, handle);
}

/** A `.use-ajax` link or `.use-ajax-submit` button, bound on its own as core binds it. */
export function mountElement(element: HTMLElement, context: Context): void {
  const config = ajaxConfig(markupEntry(element), element, t('Processing...'));
  if (!config) return context.warn('element', "is a .use-ajax element without a URL (href, or its form's action); left as it is.");
  const inFlight: InFlight = new WeakSet();
  const handle = (event: Event) => respond(event, element, config, context, inFlight);
  context.listen(element, 'click', handle);
  context.listen(element, 'keydown', handle);
}
