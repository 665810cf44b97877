/**
 * Writes one story file per component (stories/components/<name>.stories.ts) from its component.yml: the
 * title is the component's name, the first story its examples, one story per named story of the definition.
 * The stories themselves read the definition (stories/support/sdc-stories.ts); a test keeps the files in step.
 * `npm run stories:components` after adding a component or a named story.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { Component } from '../twig/sdc.ts';
import { nodeComponents } from '../twig/node.ts';

export const STORIES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../stories/components');

const pascal = (words: string) => words.replace(/(^|[-_\s]+)(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase());

/** The story file of a component. */
export function storyFile({ machineName, definition }: Component): string {
  // The names are written out: Storybook's index reads them from the file.
  const stories = Object.entries(definition.thirdPartySettings?.kurzus?.stories ?? {}).map(
    ([key, { name }]) =>
      `export const ${pascal(key)}: Story = { ...componentStory('${machineName}', '${key}'), name: ${JSON.stringify(name)} };`,
  );
  return [
    `// Made from theme/components/${machineName}/${machineName}.component.yml by \`npm run stories:components\`: change the`,
    '// definition, then run it again.',
    "import type { Meta, StoryObj } from '@storybook/react-vite';",
    "import { componentMeta, componentStory } from '../support/sdc-stories.ts';",
    '',
    `const meta = { title: 'Components/${definition.name}', ...componentMeta('${machineName}') } satisfies Meta;`,
    '',
    'export default meta;',
    'type Story = StoryObj<typeof meta>;',
    '',
    `export const ${pascal(machineName)}: Story = { ...componentStory('${machineName}'), name: ${JSON.stringify(definition.name)} };`,
    ...stories,
    '',
  ].join('\n');
}

/** Each story file by its name, formatted as the repository's Prettier settings say. */
export async function storyFiles(): Promise<Record<string, string>> {
  const files = nodeComponents().map(async (component) => {
    const filepath = path.join(STORIES, `${component.machineName}.stories.ts`);
    return [path.basename(filepath), await format(storyFile(component), { ...(await resolveConfig(filepath)), filepath })] as const;
  });
  return Object.fromEntries(await Promise.all(files));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(STORIES, { recursive: true });
  const files = await storyFiles();
  for (const file of readdirSync(STORIES)) if (!(file in files)) rmSync(path.join(STORIES, file));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(STORIES, file), text);
  console.log(`${Object.keys(files).length} story files in stories/components/`);
}
