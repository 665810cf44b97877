import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How many builds' files stay in `module/dist`: the current one and the two before it. A visitor whose tab
 * still runs an older entry (opened before a deploy, or restored from the cache) imports that build's
 * chunks, so a deploy must not take them away; two deploys back is as far as a page stays open in practice.
 */
export const KEPT_BUILDS = 3;

/** One build: its content hash and the files it wrote, relative to the module folder. */
export interface BuildRecord {
  version: string;
  files: string[];
}

/** The record of the builds whose files are kept, newest first. */
export const recordFile = (module: string) => path.join(module, 'dist/builds.json');

/** A short content hash of the files (relative to `folder`): the libraries' `version`. */
export function contentHash(folder: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(folder, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Every file below `dist/`, relative to the module folder. */
function distFiles(module: string): string[] {
  const dist = path.join(module, 'dist');
  if (!existsSync(dist)) return [];
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(module, path.join(entry.parentPath, entry.name)));
}

function readRecords(module: string, current: BuildRecord): BuildRecord[] {
  const file = recordFile(module);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as BuildRecord[];
  // A dist/ from before builds were recorded: its files count as one earlier build, kept as long as one.
  const earlier = distFiles(module).filter((name) => !current.files.includes(name) && !name.endsWith('.json'));
  return earlier.length > 0 ? [{ version: 'unrecorded', files: earlier }] : [];
}

/**
 * Records the build just written and deletes the files only builds older than the last `keep` wrote.
 * A build whose content equals a recorded one (nothing changed) takes that one's place. Returns the
 * files deleted.
 */
export function keepBuilds(module: string, current: BuildRecord, keep = KEPT_BUILDS): string[] {
  const records = [current, ...readRecords(module, current).filter((record) => record.version !== current.version)];
  const kept = records.slice(0, keep);
  const keptFiles = new Set(kept.flatMap((record) => record.files));
  const removed = [...new Set(records.slice(keep).flatMap((record) => record.files))].filter((file) => !keptFiles.has(file));
  for (const file of removed) rmSync(path.join(module, file), { force: true });
  writeFileSync(recordFile(module), JSON.stringify(kept, null, 2) + '\n');
  return removed;
}
