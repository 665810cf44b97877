// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { expect, it } from 'vitest';
import { buildStorybook, type IndexEntry } from '../support/storybook.ts';

const root = path.resolve(import.meta.dirname, '../..');
const storiesDir = path.join(root, 'stories');

interface Story {
  id: string;
  title: string | undefined;
  name: string | undefined;
}

const byId = (stories: Story[]) => [...stories].sort((a, b) => a.id.localeCompare(b.id));

/** Every story the story files export (the pattern .storybook/main.ts uses), read from their source. */
async function storiesInFiles(): Promise<Story[]> {
  const files = (await readdir(storiesDir, { recursive: true })).filter((file) => /\.stories\.tsx?$/.test(file));
  const perFile = await Promise.all(
    files.map(async (file) => {
      const code = await readFile(path.join(storiesDir, file), 'utf8');
      const csf = loadCsf(code, { fileName: file, makeTitle: (title) => title }).parse();
      return csf.stories.map(({ id, name }) => ({ id, title: csf.meta?.title, name }));
    }),
  );
  return perFile.flat();
}

/** The one picture the fixtures point at on purpose without it existing: the lightbox's broken-image story. */
const missingOnPurpose = ['/fixtures/assets/gallery/hianyzo-kep.svg'];

/**
 * Every whole fixtures/assets/… file name the built stories' code mentions, as a path from the build's root.
 * Names the template data puts together at run time (`cover-${n}.svg`) are not whole here; the Chromium story test sees those load.
 */
async function assetsReferenced(outputDir: string): Promise<string[]> {
  const files = (await readdir(path.join(outputDir, 'assets'))).filter((file) => file.endsWith('.js'));
  const found = new Set<string>();
  for (const file of files) {
    const code = await readFile(path.join(outputDir, 'assets', file), 'utf8');
    // Addressed from the site's root or, as the stories do, relative to the story page.
    for (const [reference] of code.matchAll(/(?<![\w.-])\/?fixtures\/assets\/[\w/-]*\.\w+/g)) found.add(reference.replace(/^\/?/, '/'));
  }
  return [...found].sort();
}

it('builds Storybook with every story of the story files, a docs page for each, and the pictures they show', async () => {
  const outputDir = await mkdtemp(path.join(os.tmpdir(), 'kurzus-storybook-'));
  try {
    await buildStorybook(outputDir);
    const index = JSON.parse(await readFile(path.join(outputDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
    const entries = Object.values(index.entries);
    const built = entries.filter((entry) => entry.type === 'story').map(({ id, title, name }) => ({ id, title, name }));

    const expected = await storiesInFiles();
    expect(expected.map(({ title }) => title)).toEqual(expect.arrayContaining(['UI/Dialog', 'Features/Ticket table']));
    expect(byId(built)).toEqual(byId(expected));

    // Autodocs: one docs page per story file, where the written descriptions show; and the themers' introduction.
    const docs = entries.filter((entry) => entry.type === 'docs' && entry.title !== 'Introduction');
    expect(docs.map(({ title }) => title).sort()).toEqual([...new Set(expected.map(({ title }) => title))].sort());
    expect(docs.every((entry) => entry.tags?.includes('autodocs'))).toBe(true);
    expect(entries.find((entry) => entry.title === 'Introduction')?.type).toBe('docs');

    // The covers, gallery photos and the video page are served from the build as on the demo site.
    const assets = await assetsReferenced(outputDir);
    expect(assets).toEqual(expect.arrayContaining(['/fixtures/assets/cart.svg', '/fixtures/assets/gallery/proba-1.svg']));
    const missing = assets.filter((asset) => !existsSync(path.join(outputDir, asset)));
    expect(missing).toEqual(missingOnPurpose);
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}, 240_000);
