import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEPT_BUILDS, keepBuilds, recordFile, type BuildRecord } from '../../scripts/build/builds.ts';

let theme: string;
beforeEach(() => {
  theme = mkdtempSync(path.join(tmpdir(), 'kurzus-theme-'));
});
afterEach(() => rmSync(theme, { recursive: true, force: true }));

/** Writes a build's files (the entry, which every build rewrites, and its own chunk) and records it. */
function buildNumber(n: number): BuildRecord {
  const files = ['dist/esm/kurzus.js', `dist/esm/chunks/ticket-${n}.js`];
  mkdirSync(path.join(theme, 'dist/esm/chunks'), { recursive: true });
  for (const file of files) writeFileSync(path.join(theme, file), `build ${n}`);
  const record = { version: `v${n}`, files };
  keepBuilds(theme, record);
  return record;
}
const present = (n: number) => existsSync(path.join(theme, `dist/esm/chunks/ticket-${n}.js`));

describe('the files of earlier builds', () => {
  it(`stay for the last ${KEPT_BUILDS} builds; older ones are deleted, the files every build writes stay`, () => {
    for (const n of [1, 2, 3]) buildNumber(n);
    expect([1, 2, 3].map(present)).toEqual([true, true, true]);
    buildNumber(4);
    expect([1, 2, 3, 4].map(present)).toEqual([false, true, true, true]);
    buildNumber(5);
    expect([1, 2, 3, 4, 5].map(present)).toEqual([false, false, true, true, true]);
    expect(existsSync(path.join(theme, 'dist/esm/kurzus.js'))).toBe(true);
    const records = JSON.parse(readFileSync(recordFile(theme), 'utf8')) as BuildRecord[];
    expect(records.map((record) => record.version)).toEqual(['v5', 'v4', 'v3']);
  });

  it('a build with the same content as a recorded one takes its place, and costs no earlier build its files', () => {
    for (const n of [1, 2, 3]) buildNumber(n);
    buildNumber(3);
    buildNumber(3);
    expect([1, 2, 3].map(present)).toEqual([true, true, true]);
  });

  it('a dist/ from before builds were recorded counts as one earlier build', () => {
    mkdirSync(path.join(theme, 'dist/esm/chunks'), { recursive: true });
    writeFileSync(path.join(theme, 'dist/esm/chunks/ticket-0.js'), 'before');
    for (const n of [1, 2]) buildNumber(n);
    expect(present(0)).toBe(true);
    buildNumber(3);
    expect(present(0)).toBe(false);
  });
});
