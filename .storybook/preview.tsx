import type { Preview } from '@storybook/react-vite';
// The fixture site's own styles first, then the bundle's, as on the site: stories look like the pages.
import '../fixtures/assets/site.css';
import '../packages/kurzus/kurzus.css';
import { detachAll, withBehaviors } from '../stories/support/withBehaviors.tsx';

const preview: Preview = {
  parameters: { layout: 'padded' },
  decorators: [withBehaviors],
  // Its cleanup runs when the story is torn down, before React unmounts it (see detachAll).
  beforeEach: () => detachAll,
};

export default preview;
