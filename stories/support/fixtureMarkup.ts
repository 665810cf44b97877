/**
 * The outer HTML of the element matching `selector` in a fixture page (imported with `?raw`), so a story
 * shows exactly the markup the fixtures and tests use, with one source of truth. For a `<template>` (markup
 * a module's script adds to the page), what it holds.
 */
export function fixtureMarkup(html: string, selector: string): string {
  const element = new DOMParser().parseFromString(html, 'text/html').querySelector(selector);
  if (!element) throw new Error(`The fixture has no element matching "${selector}".`);
  return element instanceof HTMLTemplateElement ? element.innerHTML : element.outerHTML;
}
