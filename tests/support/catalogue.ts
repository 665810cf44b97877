import { strings as progressBar } from '#ui/progress';
import { strings as requestErrors } from '#ui/request-errors';
import { hu } from '../../packages/behaviors/i18n/hu.ts';
import { strings as bundle } from '../../packages/features/bundle/bundle.ts';
import { strings as buy } from '../../packages/features/buy/settings.ts';
import { strings as exitIntent } from '../../packages/features/exit-intent/dialog.ts';
import { strings as lightbox } from '../../packages/features/lightbox/lightbox.ts';
import { strings as progress } from '../../packages/features/progress/progress.ts';
import { strings as slider } from '../../packages/features/slider/controls.ts';
import { strings as ticket } from '../../packages/features/ticket/ticket.ts';
import { strings as video } from '../../packages/features/video/video.ts';
import { strings as inpage } from '../../packages/inpage/strings.ts';

/**
 * The bundle's whole Hungarian catalogue: the runtime's strings and every module translator's. A module
 * with its own translator that is missing here fails the translations test (its strings have no Hungarian).
 */
export const bundleCatalogue: Record<string, string> = {
  ...hu,
  ...bundle,
  ...buy,
  ...exitIntent,
  ...lightbox,
  ...progress,
  ...slider,
  ...ticket,
  ...video,
  ...inpage,
  ...progressBar,
  ...requestErrors,
};
