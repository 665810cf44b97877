// Vite's `?raw` suffix imports a file's text (stories take fixture pages this way).
declare module '*?raw' {
  const text: string;
  export default text;
}
