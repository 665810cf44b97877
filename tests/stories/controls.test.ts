import { expect, it } from 'vitest';
import buyMeta from '../../stories/buy.stories.tsx';
import lightboxMeta from '../../stories/lightbox.stories.tsx';

it("gives each drupalSettings Control the settings table's default and a description naming its key", () => {
  const controls: Record<string, { table?: { category?: string; disable?: boolean } }> = { ...buyMeta.argTypes, ...lightboxMeta.argTypes };
  const settings = Object.entries(controls).filter(([, type]) => type.table?.category === 'drupalSettings');
  expect(
    Object.fromEntries(
      settings.map(([key, type]) => [key, (type as { table: { defaultValue: { summary: string } } }).table.defaultValue.summary]),
    ),
  ).toEqual({
    gift_provider_enabled: 'false',
    slideshow: 'false',
    slideshowAuto: 'true',
    slideshowSpeed: '2500',
  });
  for (const [key, type] of settings) expect((type as { description: string }).description).toContain(`.${key}\``);
});
