// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadCsf } from 'storybook/internal/csf-tools';
import { expect, it } from 'vitest';

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

it('builds Storybook with every story of the story files', async () => {
  const outputDir = await mkdtemp(path.join(os.tmpdir(), 'kurzus-storybook-'));
  try {
    await promisify(execFile)('npx', ['storybook', 'build', '--quiet', '--output-dir', outputDir], { cwd: root, timeout: 180_000 });
    const index = JSON.parse(await readFile(path.join(outputDir, 'index.json'), 'utf8')) as { entries: Record<string, Story & { type: string }> };
    const built = Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map(({ id, title, name }) => ({ id, title, name }));

    const expected = await storiesInFiles();
    expect(expected.map(({ title }) => title)).toEqual(expect.arrayContaining(['UI/Dialog', 'Features/Ticket table']));
    expect(byId(built)).toEqual(byId(expected));
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}, 240_000);
