// The ES module build's second script, printed after the entry (kurzus_frontend.libraries.yml). When a
// request of the entry's module graph fails (a flaky mobile connection), the browser does not run the
// entry, and nothing of the bundle would run on this page: then this imports the entry again, as
// `loadCode` loads (five tries, a longer pause before each), and the browser fetches what failed again.
// It imports nothing itself, so it runs even when every chunk failed. Scripts run in order: by now the
// entry has run, or failed.
const ATTEMPTS = 5;
const PAUSE = 100;

// The entry beside it, with the same version query.
const entry = import.meta.url.replace('/kurzus-retry.js', '/kurzus.js');

const start = (attempt = 1): Promise<unknown> =>
  import(entry).catch((error: unknown) =>
    attempt < ATTEMPTS
      ? new Promise((resolve) => setTimeout(resolve, PAUSE * attempt)).then(() => start(attempt + 1))
      : Promise.reject(error),
  );

// Inserted later (by an in-page update) it may run before the entry: it only rescues a page's first load.
// The last failure is the browser's own error, which names the entry's address.
if (!window.Kurzus && document.readyState !== 'complete') start().catch(console.error);
