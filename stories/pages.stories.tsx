import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixturePage } from '../fixtures/html.ts';
import { fixtureSettings } from './support/fixtureSettings.ts';
import { atViewport, type ViewportName } from './support/viewports.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';

/**
 * A whole fixture page as the theme renders it (html.html.twig, page.html.twig, the regions and blocks): its
 * body in the story, its body classes on the story's container, its drupalSettings for the behaviours.
 */
function page(name: string): KurzusParameters {
  const html = fixturePage(name);
  const document = new DOMParser().parseFromString(html, 'text/html');
  document.body.querySelectorAll('script').forEach((script) => script.remove());
  return { markup: document.body.innerHTML, settings: fixtureSettings(html), containerClass: document.body.className };
}

const meta = {
  title: 'Pages/Site pages',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Whole pages, header, content and footer, as the theme renders them from its templates, with the bundle attached: at a phone's width, on both sides of the 992 px breakpoint (where the off-canvas menu gives way to the plain one), and at the width the pages are designed at. The pages are the fixtures the tests use (`fixtures/data/`).",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (name: string, viewport: ViewportName): Story => ({ globals: atViewport(viewport), parameters: { kurzus: page(name) } });

/** The front page on a phone: the off-canvas menu, the sections one under another. */
export const HomePhone: Story = at('home', 'phone');
/** The front page just below the breakpoint (991 px). */
export const HomeNarrow: Story = at('home', 'narrow');
/** The front page at the breakpoint (992 px): the plain menu. */
export const HomeWide: Story = at('home', 'wide');
/** The front page at 1280 px. */
export const HomeDesktop: Story = at('home', 'desktop');
/** The courses page on a phone: the cards one under another, their purchase buttons. */
export const CoursesPhone: Story = at('courses', 'phone');
/** The courses page just below the breakpoint. */
export const CoursesNarrow: Story = at('courses', 'narrow');
/** The courses page at the breakpoint. */
export const CoursesWide: Story = at('courses', 'wide');
/** The courses page at 1280 px. */
export const CoursesDesktop: Story = at('courses', 'desktop');
/** The performances page on a phone: the ticket table as cards. */
export const PerformancesPhone: Story = at('performances', 'phone');
/** The performances page at 1280 px. */
export const PerformancesDesktop: Story = at('performances', 'desktop');
