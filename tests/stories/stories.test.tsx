/// <reference types="vite/types/importMeta.d.ts" />
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { detachAll } from '../../stories/support/withBehaviors.tsx';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
// composeStories can type the stories only of a module it knows statically; these come from a glob.
type ComposedStories = Record<string, ReturnType<typeof composeStory>>;

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.{ts,tsx}', { eager: true });
const stories = Object.values(modules).flatMap((module) =>
  Object.values(composeStories(module) as ComposedStories).map((Story) => ({
    name: `${module.default.title} › ${Story.storyName}`,
    Story,
  })),
);

const axeRules = {
  // Colour contrast needs layout, which jsdom lacks: the Chromium tests check it.
  'color-contrast': { enabled: false },
  // A story is a fragment of a page, not a page: it has no landmarks to sit in.
  region: { enabled: false },
};

it('finds the stories', () => {
  expect(stories.length).toBeGreaterThanOrEqual(5);
});

for (const { name, Story } of stories) {
  it(`${name}: renders accessibly and leaves nothing behind`, async () => {
    const errors = vi.spyOn(console, 'error');
    const { container, unmount } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    expect(container.textContent?.trim()).not.toBe('');

    // axe cannot reach into a frame's document in jsdom (the video player); the Chromium tests check pages with it.
    const { violations } = await axe.run(document.body, { rules: axeRules, iframes: false });
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(', ')}`)).toEqual([]);

    // Storybook's teardown order: the cleanup `beforeEach` returned (see .storybook/preview.tsx), then React unmounts.
    detachAll();
    unmount();
    expect(document.querySelectorAll('[data-once*="kurzus-"], [data-kurzus-islands], .kurzus-dialog')).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });
}
