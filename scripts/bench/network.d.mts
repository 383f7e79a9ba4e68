import type { Page } from '@playwright/test';

/** scripts/bench/network.mjs */
export function watchNetwork(page: Page): {
  /** The URLs of the workers the page started. */
  workers: Set<string>;
  /** Resolves once no request (worker scripts aside) has been in flight for half a second. */
  quiet(): Promise<void>;
};

/** The gzip size of the styles written into the page (its prerendered stylesheets). */
export function inlineStyleBytes(page: Page): Promise<number>;
