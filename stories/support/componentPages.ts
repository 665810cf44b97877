import { PROGRESS_PATH, progressSource } from '../../scripts/demo/progress-source.ts';
import type { KurzusParameters } from './withBehaviors.tsx';

/** The progress bar's source answered in the page, as the demo site answers it: the bar moves, no 404. */
function answerProgressPolls(): () => void {
  const real = window.fetch;
  const answer = progressSource();
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), document.baseURI);
    const [, id] = PROGRESS_PATH.exec(url.pathname) ?? [];
    if (id === undefined || url.searchParams.get('_format') !== 'json') return real(input, init);
    return Promise.resolve(Response.json(answer(id)));
  };
  return () => void (window.fetch = real);
}

/**
 * What a component's behaviour asks of the site beyond its markup, answered in the story's page (a
 * component's `setup`, see KurzusParameters): the server a static Storybook does not have.
 */
export const componentSetups: Partial<Record<string, KurzusParameters['setup']>> = {
  'progress-bar': answerProgressPolls,
};
