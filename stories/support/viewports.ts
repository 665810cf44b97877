/**
 * Widths where the theme changes: a phone, both sides of the 992 px breakpoint (the off-canvas menu, the
 * mobile header and the stacked cards end at 991 px), and the width the pages are designed at. A story
 * picks one with `globals: { viewport: { value: 'phone' } }`; the Chromium stories test opens it at that size.
 */
export const viewports = {
  phone: { name: 'Telefon (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  narrow: { name: 'Töréspont alatt (991 px)', styles: { width: '991px', height: '800px' }, type: 'tablet' },
  wide: { name: 'Töréspont (992 px)', styles: { width: '992px', height: '800px' }, type: 'desktop' },
  desktop: { name: 'Asztali (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** Story globals that open the story at one of the presets. */
export const atViewport = (value: ViewportName) => ({ viewport: { value, isRotated: false } });
