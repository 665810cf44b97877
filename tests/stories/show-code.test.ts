import { expect, it } from 'vitest';
import { ComingSoonDialog } from '../../packages/features/ticket/ComingSoonDialog.tsx';
import { widgetSource } from '../../stories/support/behaviorDocs.ts';

it("gives a widget's Show code what opens it, then the widget's own markup, open, with its classes and states", () => {
  const code = widgetSource('<a href="/" data-kurzus="ticket">Jegyvásárlás</a>', ComingSoonDialog as never, { onClose: () => {} });
  const [opener, widget] = code.split('{# The widget, open');
  expect(opener).toContain('<a href="/" data-kurzus="ticket">Jegyvásárlás</a>');
  expect(widget).toMatch(/class="kurzus-overlay[^"]*"/);
  expect(widget).toContain('role="dialog"');
  expect(widget).toContain('aria-modal="true"');
  expect(widget).toContain('Hamarosan');
});
