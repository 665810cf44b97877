import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Field } from '#behaviors';
import { formatHtml } from './formatHtml.ts';
import type { KurzusParameters } from './withBehaviors.tsx';

/** What the docs read of a feature module (its default export): where its settings live and their fields. */
interface FeatureModule {
  readonly settings?: { readonly path: string; readonly fields: object };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The settings a behaviour reads from drupalSettings, as a table: each key, what it expects, its default. */
function settingsTable({ path, fields }: NonNullable<FeatureModule['settings']>): string {
  const rows = Object.entries(fields as Record<string, Field<unknown>>).map(([key, { at, expected, fallback }]) => {
    return `| \`${at ?? `${path}.${key}`}\` | ${cell(expected)} | \`${cell(JSON.stringify(fallback) ?? 'none')}\` |`;
  });
  return ['| drupalSettings key | expects | default |', '| --- | --- | --- |', ...rows].join('\n');
}

/**
 * A Control for one drupalSettings key of a feature: its description, its kind and its default as the
 * settings table gives them (both read the feature's settings schema), in the Controls' drupalSettings group.
 */
export function settingControl(settings: NonNullable<FeatureModule['settings']>, key: string, description: string) {
  const field = (settings.fields as Record<string, Field<unknown>>)[key];
  if (!field) throw new Error(`${settings.path} has no key "${key}".`);
  return {
    control: typeof field.fallback === 'number' ? 'number' : 'boolean',
    description: `drupalSettings \`${field.at ?? `${settings.path}.${key}`}\` (${field.expected}): ${description}`,
    table: { category: 'drupalSettings', defaultValue: { summary: JSON.stringify(field.fallback) } },
  } as const;
}

/**
 * A behaviour's docs page: its own description first (not the code comment of the widget it opens), then the
 * drupalSettings it reads with their defaults, from the feature module's settings schema.
 */
export function behaviorDocs(description: string, ...features: FeatureModule[]) {
  const tables = features.flatMap(({ settings }) => (settings ? [settingsTable(settings)] : []));
  const settings = tables.length
    ? `\n\n**drupalSettings** (a missing or wrong key takes its default):\n\n${tables.join('\n\n')}`
    : '\n\nIt reads no drupalSettings.';
  return { docs: { description: { component: `${description}${settings}` } } };
}

/**
 * What "Show code" gives for a widget: what a template prints to have it opened, then the markup the bundle
 * renders for it, open, with the classes and states a themer styles (the widget as the story's args make it).
 */
export function widgetSource(openedBy: string, widget: ComponentType<never> | undefined, args: Record<string, unknown>): string {
  const opened = `{# The bundle renders this widget. A template prints what opens it: #}\n${openedBy}`;
  if (!widget) return opened;
  const rendered = renderToStaticMarkup(createElement(widget as ComponentType<Record<string, unknown>>, args));
  return `${opened}\n\n{# The widget, open, as the bundle renders it (its classes and states are what to style): #}\n${formatHtml(rendered)}`;
}

/**
 * A story of a widget by itself, with "Show code" (widgetSource): what opens it, and its markup open.
 */
export function widgetStory(openedBy: string) {
  return {
    parameters: {
      docs: {
        source: {
          language: 'html',
          transform: (_code: string, { component, args }: { component?: ComponentType<never>; args: Record<string, unknown> }) =>
            widgetSource(openedBy, component, args),
        },
      },
    },
  };
}

/**
 * A story of the page around a widget: the markup as a template prints it, with the bundle attached. The
 * widget's props have no say there (no controls); its story by itself has them.
 */
export function pageStory(markup: string) {
  return { parameters: { kurzus: { markup } satisfies KurzusParameters, controls: { disable: true } } };
}
