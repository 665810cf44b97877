import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { contrast, tokenGroups, type Token } from './support/tokens.ts';

const groups = tokenGroups();
const page = groups.get('Colour')?.find((token) => token.name === '--kurzus-color-page')?.value ?? '#fff';
const night = groups.get('Colour')?.find((token) => token.name === '--kurzus-color-night')?.value ?? '#1b1f3a';

/** Contrast with the two backgrounds text sits on: the page, and the night band (header, footer). */
function Contrast({ value }: { value: string }) {
  const ratios = [
    ['page', contrast(value, page)],
    ['night', contrast(value, night)],
  ] as const;
  if (ratios.some(([, ratio]) => ratio === undefined)) return null;
  return (
    <>
      {ratios.map(([background, ratio]) => (
        <span key={background} style={{ display: 'block', fontSize: 'var(--kurzus-font-size-sm)' }}>
          {ratio!.toFixed(1)}:1 on {background}
          {ratio! >= 4.5 ? ' (AA text)' : ratio! >= 3 ? ' (AA large text, UI)' : ''}
        </span>
      ))}
    </>
  );
}

/** What a token looks like, by its group. */
function Sample({ token }: { token: Token }): ReactNode {
  const value = `var(${token.name})`;
  const box: CSSProperties = { width: '3rem', height: '2rem', border: '1px solid var(--kurzus-color-line)' };
  if (token.name.startsWith('--kurzus-color-'))
    return (
      <>
        <span style={{ ...box, display: 'inline-block', background: value }} />
        <Contrast value={token.value} />
      </>
    );
  if (token.name.startsWith('--kurzus-font-size')) return <span style={{ fontSize: value }}>Jegyvásárlás</span>;
  if (token.name === '--kurzus-font-sans') return <span style={{ fontFamily: value }}>Közelgő előadások</span>;
  if (token.name.startsWith('--kurzus-line-height'))
    return (
      <span style={{ display: 'block', maxWidth: '16rem', lineHeight: value }}>
        A jegyvásárlás hamarosan elérhető lesz ehhez az előadáshoz is.
      </span>
    );
  if (token.name.startsWith('--kurzus-space') || token.name === '--kurzus-gutter')
    return <span style={{ display: 'inline-block', width: value, height: '1rem', background: 'var(--kurzus-color-brand)' }} />;
  if (token.name.startsWith('--kurzus-radius')) return <span style={{ ...box, display: 'inline-block', borderRadius: value }} />;
  if (token.name.includes('shadow')) return <span style={{ ...box, display: 'inline-block', boxShadow: value }} />;
  if (token.name.includes('backdrop') || token.name.includes('hover'))
    return <span style={{ ...box, display: 'inline-block', background: value }} />;
  return null;
}

/** Every token of one group of the source, with its value and a sample. */
function TokenTable({ group }: { group: string }) {
  return (
    <table>
      <caption>{group}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {(groups.get(group) ?? []).map((token) => (
          <tr key={token.name} data-token={token.name}>
            <th scope="row">
              <code>{token.name}</code>
            </th>
            <td>
              <code>{token.value}</code>
              {token.wider.map((wider) => (
                <span key={wider} style={{ display: 'block', fontSize: 'var(--kurzus-font-size-sm)' }}>
                  <code>{wider}</code>
                </span>
              ))}
            </td>
            <td>
              <Sample token={token} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: {
    docs: {
      description: {
        component:
          "Every design token of `theme/styles/tokens.css`, read from that file, by group: its value and a sample; colours with their contrast on the page and on the night band. The widgets' styles (`css/kurzus.css`) read the same tokens. To restyle a site, set tokens on `:root` in a stylesheet loaded after the theme's (`docs/theming.md`); the toolbar's brand switch does that for every story.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (group: string): Story => ({ render: () => <TokenTable group={group} /> });

export const Colour = tableOf('Colour');
export const Type = tableOf('Type');
export const Spacing = tableOf('Spacing');
export const Shape = tableOf('Shape');
export const Focus = tableOf('Focus');
export const Dialogs = tableOf('Dialogs');
export const PhotosAndVideo: Story = { ...tableOf('Photos and video'), name: 'Photos and video' };
export const Layout = tableOf('Layout');
