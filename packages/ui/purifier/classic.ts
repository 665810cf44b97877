// Stands in for 'dompurify' in the classic script only (esbuild.config.ts): that build cannot split, and
// DOMPurify's 12 KB would take it over its budget. Loading it fails, so captions there use the page's
// global DOMPurify when it has one (where the Colorbox module expects it), else plain text.
export {};
throw new Error('DOMPurify is not part of the classic script; captions use window.DOMPurify or plain text.');
