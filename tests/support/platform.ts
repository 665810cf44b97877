import { vi } from 'vitest';
import { browserPlatform } from '#behaviors/manifest';

/**
 * The browser as a test's registry meets it: jsdom cannot navigate, so every navigation is recorded
 * (`platform.assign.mock.calls`) instead; everything else is the browser's. Give it to `createRegistry`.
 */
export function testPlatform() {
  return { ...browserPlatform(), assign: vi.fn<(url: string) => void>(), openInNewTab: vi.fn<(url: string) => void>() };
}
