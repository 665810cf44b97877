// Every component has its story file, made from its definition (npm run stories:components), and no other.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { STORIES, storyFiles } from '../../scripts/generate/component-stories.ts';

it('has one story file per component, as made from its component.yml', async () => {
  const expected = await storyFiles();
  expect(readdirSync(STORIES).sort()).toEqual(Object.keys(expected).sort());
  for (const [file, text] of Object.entries(expected)) {
    expect(readFileSync(path.join(STORIES, file), 'utf8'), `${file} is not what npm run stories:components makes`).toBe(text);
  }
});
