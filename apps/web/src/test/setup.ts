import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18nWithResources } from '@/i18n/i18n';
import { resources as en } from '@/i18n/locales/en/index';
import { resources as es } from '@/i18n/locales/es/index';
import { clearFormDraft } from '@/lib/forms';
import { dismissNotification } from '@/lib/notifications';
import { reloadSessionFromStorage } from '@/lib/session';
import { verifyFetchMock } from './fetch-mock';

initI18nWithResources('en', { en, es });

// findBy/waitFor wait up to 5 s, not 1: a lazy chunk's first import on a busy two-core machine
// (CI runs the suites side by side) took longer than a second.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Any console.error a test did not announce fails it (epic-stack): React warnings about act(),
 * keys or invalid DOM are bugs, not noise. A test that expects one calls expectConsoleError().
 */
let consoleErrors: unknown[][] = [];
let allowedConsoleErrors = 0;

export function expectConsoleError(count = 1) {
  allowedConsoleErrors += count;
}

beforeEach(async () => {
  window.localStorage.clear();
  // The one-time reset-password alert would cover every auth page otherwise.
  window.localStorage.setItem('alerted', 'true');
  reloadSessionFromStorage();
  dismissNotification();
  consoleErrors = [];
  allowedConsoleErrors = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  const { i18n } = await import('@/i18n/i18n');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  clearFormDraft();
  vi.useRealTimers();
  verifyFetchMock();
  const unexpected = consoleErrors.slice(allowedConsoleErrors);
  if (unexpected.length > 0) {
    const text = unexpected.map((args) => args.map(String).join(' ')).join('\n---\n');
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
