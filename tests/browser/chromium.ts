import { existsSync } from 'node:fs';

/** Debian's chromium unless CHROMIUM_PATH says otherwise; playwright-core never downloads a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps trying to reach outside hosts (none reachable here).
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: the browser tests cannot run (they never skip).\n` +
        'Install it with:  apt-get update && apt-get install -y chromium\n' +
        '(or point CHROMIUM_PATH at a Chromium binary).',
    );
  }
}
