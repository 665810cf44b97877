/** What a progress source answers a poll: Drupal's progress JSON. */
export type ProgressAnswer = { status: 0; data: string } | { status: 1; percentage: string; message: string; label: string };

/** A task's progress address: `/feldolgozas/<id>`, polled with `?_format=json`. */
export const PROGRESS_PATH = /^\/feldolgozas\/([a-z0-9-]+)$/;

/**
 * A batch-like progress source, as Drupal's progress.js polls it: each task 25 points further on each poll
 * and from the start again after 100; the id `hiba` answers status 0 with the error in `data`. Shared by
 * the demo server and the stories, which answer the same polls in the page.
 */
export function progressSource(): (id: string) => ProgressAnswer {
  const reached = new Map<string, number>();
  return (id) => {
    if (id === 'hiba') return { status: 0, data: 'A feldolgozás megszakadt: a videótár nem érhető el.' };
    const percentage = ((reached.get(id) ?? 100) % 100) + 25;
    reached.set(id, percentage);
    return {
      status: 1,
      percentage: String(percentage),
      message: percentage < 100 ? `${percentage / 25}. lépés a 4-ből` : 'Kész.',
      label: 'Videók újraindexelése',
    };
  };
}
