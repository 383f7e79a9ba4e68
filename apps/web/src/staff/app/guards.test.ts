import type { StaffSession } from '@mp/contract/staff/schemas';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { expectRequest } from '@/test/fetch-mock';

const session = (language: 'en' | 'es'): StaffSession => ({
  staff: { id: 3, email: 'sofia@example.com', name: 'Sofía Ruiz', role: 'supervisor', language },
  permissions: ['desk:read'],
  csrf_token: 'csrf-1',
  stage: 'full',
  expires_at: '2026-11-27T18:00:00.000Z',
  idle_minutes: 30,
});

/**
 * The console's entry as a page load has it: fresh modules, so i18next is not initialised yet.
 * createBrowserRouter starts the route loaders as soon as router.tsx is imported, while main.tsx
 * is still initialising i18next; a session that answers first must not touch the instance then.
 */
async function freshConsole() {
  vi.resetModules();
  const { i18n } = await import('@/i18n/i18n');
  const { requireStaffSession } = await import('./guards');
  const { startConsoleTexts } = await import('@/staff/lib/texts');
  const { staffQueryClient } = await import('@/staff/api/query-client');
  const { sessionKeys } = await import('@/staff/api/session');
  const hasSession = () => staffQueryClient.getQueryData(sessionKeys.session) !== undefined;
  return { i18n, requireStaffSession, startConsoleTexts, hasSession };
}

const loaderArgs = (path: string): LoaderFunctionArgs => {
  const url = new URL(`http://localhost${path}`);
  return { request: new Request(url), url, pattern: url.pathname, params: {}, context: undefined };
};

describe('requireStaffSession at the page load', () => {
  it("waits for the start-up's texts before following the account's language (no crash page)", async () => {
    window.localStorage.setItem('lang', 'en');
    expectRequest('GET', '/api/staff/session', { status: 200, body: { data: session('es') } });
    const { i18n, requireStaffSession, startConsoleTexts, hasSession } = await freshConsole();
    expect(i18n.isInitialized).toBeFalsy();

    // The router's loader runs first: the session answers before i18next exists.
    const loaded = requireStaffSession(loaderArgs('/staff/profile-reviews?status=pending&page=1'));
    const settled = vi.fn();
    loaded.then(settled, settled);
    await vi.waitFor(() => expect(hasSession()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();

    // Then main.tsx's start-up: the loader goes on, in the account's language.
    await startConsoleTexts();
    await expect(loaded).resolves.toBeNull();
    expect(i18n.language).toBe('es');
    expect(i18n.getResource('es', 'consoleDesk', 'reviews.title')).toBe('Revisiones de perfil');
  });

  it('stays in the language of the start-up when it is the account’s', async () => {
    window.localStorage.setItem('lang', 'es');
    expectRequest('GET', '/api/staff/session', { status: 200, body: { data: session('es') } });
    const { i18n, requireStaffSession, startConsoleTexts, hasSession } = await freshConsole();
    const loaded = requireStaffSession(loaderArgs('/staff/reservation-requests'));
    loaded.catch(() => undefined);
    await vi.waitFor(() => expect(hasSession()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await startConsoleTexts();
    await expect(loaded).resolves.toBeNull();
    expect(i18n.language).toBe('es');
  });
});
