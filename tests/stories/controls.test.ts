import { expect, it } from 'vitest';
import { Highlighted } from '../../stories/bundle.stories.tsx';
import buyMeta from '../../stories/buy.stories.tsx';
import lightboxMeta from '../../stories/lightbox.stories.tsx';

it("gives each drupalSettings Control the settings table's default and a description naming its key", () => {
  const controls: Record<string, { table?: { category?: string; disable?: boolean } }> = {
    ...buyMeta.argTypes,
    ...lightboxMeta.argTypes,
    ...Highlighted.argTypes,
  };
  const settings = Object.entries(controls).filter(([, type]) => type.table?.category === 'drupalSettings');
  expect(
    Object.fromEntries(
      settings.map(([key, type]) => [key, (type as { table: { defaultValue: { summary: string } } }).table.defaultValue.summary]),
    ),
  ).toEqual({
    gift_provider_enabled: 'false',
    size: '3',
    slideshow: 'false',
    slideshowAuto: 'true',
    slideshowSpeed: '2500',
  });
  for (const [key, type] of settings) expect((type as { description: string }).description).toContain(`.${key}\``);
});
