import type { DrupalSettings, FeatureContext } from '#behaviors';
import type { AjaxConfig } from './config.ts';
import { addMessage, messageArea, type MessageType } from './messages.ts';
import type { SafeHtml } from './sanitize.ts';
import { t } from './strings.ts';

type Command = Record<string, unknown>;

/** What a command may use: the element that sent the request, its config, and the settings for new content. */
export interface CommandContext {
  readonly element: Element;
  readonly config: AjaxConfig;
  /** drupalSettings, live: `settings` with `merge` writes into it. */
  readonly drupalSettings: DrupalSettings;
  /** Settings given for this response only (`settings` without `merge`). */
  responseSettings?: DrupalSettings;
  /** The sanitizer for server markup (`insert`, `message`); undefined when none could be loaded. */
  safeHtml?: SafeHtml;
  /** Set when a command moved focus, so focus is not put back on the element afterwards. */
  focusMoved?: boolean;
  warn(key: string, message: string): void;
  /** The in-page behaviour's own context: its way to the page's behaviours and to navigation. */
  readonly feature: Pick<FeatureContext, 'host' | 'navigate'>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const all = (selector: string | undefined): Element[] => {
  if (!selector) return [];
  try {
    return Array.from(document.querySelectorAll(selector));
  } catch {
    return [];
  }
};
const settingsFor = (context: CommandContext) => context.responseSettings ?? context.drupalSettings;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** jQuery's `$.extend(true, …)`, as core's settings command uses it: objects merge, everything else replaces. */
function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    if (isObject(value) && isObject(target[key])) deepMerge(target[key] as Record<string, unknown>, value);
    else if (isObject(value)) deepMerge((target[key] = {}), value);
    else target[key] = value;
  }
}

// Methods that replace the target's content: what is inside goes through detach first.
const replacing = new Set(['html', 'replaceWith', 'replaceAll', 'empty', 'remove']);

// Core's insert methods (jQuery's names) and the DOM method each one is.
const insertMethods = new Map<string, 'replaceChildren' | 'replaceWith' | 'append' | 'prepend' | 'before' | 'after'>([
  ['html', 'replaceChildren'],
  ['replaceWith', 'replaceWith'],
  ['replaceAll', 'replaceWith'],
  ['append', 'append'],
  ['prepend', 'prepend'],
  ['before', 'before'],
  ['after', 'after'],
]);

const commands: Record<string, (command: Command, context: CommandContext) => void> = {
  insert(command, context) {
    const method = str(command['method']) ?? context.config.method;
    const selector = str(command['selector']);
    const wrapper = context.config.wrapper ? document.getElementById(context.config.wrapper) : null;
    const targets = selector !== undefined ? all(selector) : wrapper ? [wrapper] : [];
    const settings = isObject(command['settings']) ? command['settings'] : settingsFor(context);
    const { safeHtml } = context;
    if (!safeHtml)
      return context.warn('insert', 'needs DOMPurify to sanitize the markup, and none could be loaded; the content was not inserted.');
    targets.forEach((target, index) => {
      const template = document.createElement('template');
      // As string for TypeScript's DOM types; the browser takes the TrustedHTML it enforces.
      template.innerHTML = safeHtml(str(command['data']) ?? '') as string;
      const nodes = Array.from((index === 0 ? template : (template.cloneNode(true) as HTMLTemplateElement)).content.childNodes);
      if (replacing.has(method)) context.feature.host.detachBehaviors(target, settings, 'unload');
      const insert = insertMethods.get(method);
      if (!insert) return context.warn(`insert.${method}`, 'is not an insert method; the content was not inserted.');
      target[insert](...nodes);
      for (const node of nodes) if (node instanceof Element && node.isConnected) context.feature.host.attachBehaviors(node, settings);
    });
  },
  remove(command, context) {
    for (const element of all(str(command['selector']))) {
      context.feature.host.detachBehaviors(element, settingsFor(context), 'unload');
      element.remove();
    }
  },
  changed(command) {
    for (const element of all(str(command['selector']))) {
      if (element.classList.contains('ajax-changed')) continue;
      element.classList.add('ajax-changed');
      const asterisk = str(command['asterisk']);
      if (!asterisk) continue;
      for (const holder of element.querySelectorAll(asterisk)) {
        const mark = holder.appendChild(document.createElement('abbr'));
        mark.className = 'ajax-changed';
        mark.title = t('Changed');
        mark.textContent = '*';
      }
    }
  },
  settings(command, context) {
    const settings = isObject(command['settings']) ? command['settings'] : {};
    if (command['merge'] === true) deepMerge(context.drupalSettings, settings);
    else context.responseSettings = settings;
  },
  message(command, context) {
    const area = messageArea(str(command['messageWrapperQuerySelector']), context.element);
    if (command['clearPrevious'] === true) area.replaceChildren();
    const options = isObject(command['messageOptions']) ? command['messageOptions'] : {};
    const type = (['status', 'warning', 'error'] as const).find((known) => known === options['type']) ?? 'status';
    const message = str(command['message']) ?? '';
    // Without a sanitizer the message is shown as its text: its tags dropped, never parsed.
    addMessage(
      area,
      context.safeHtml ? { html: context.safeHtml(message) } : { text: message.replace(/<[^>]*>/g, '') },
      type as MessageType,
    );
  },
  redirect(command, context) {
    const url = str(command['url']);
    if (url) context.feature.navigate(url, { attribute: 'commands.redirect' });
  },
  update_build_id(command) {
    const old = str(command['old']);
    const next = str(command['new']);
    if (old === undefined || next === undefined) return;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name="form_build_id"]')) {
      if (input.value === old) input.value = next;
    }
  },
  focusFirst(command, context) {
    const container = all(str(command['selector']))[0];
    const tabbable = container?.querySelector<HTMLElement>(
      'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    );
    const target = tabbable ?? (container instanceof HTMLElement && container.tabIndex >= 0 ? container : (context.element as HTMLElement));
    target.focus();
    context.focusMoved = true;
  },
  scrollTop(command) {
    all(str(command['selector']))[0]?.scrollIntoView();
  },
};

/** Runs a response's commands in order, as core's AjaxCommands do; what needs jQuery (invoke, css…) is a warning. */
export function runCommands(list: readonly unknown[], context: CommandContext): void {
  for (const command of list) {
    if (!isObject(command)) continue;
    const name = str(command['command']) ?? '';
    const run = commands[name];
    if (run) run(command, context);
    else context.warn(`commands.${name}`, "is not supported without Drupal core's AJAX library (it needs jQuery or a dialog); skipped.");
  }
}
