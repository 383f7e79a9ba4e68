import { accessRoutes } from '@mp/contract/access/routes';
import { profileRoutes } from '@mp/contract/profile/routes';
import { referenceRoutes } from '@mp/contract/reference/routes';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { notify, useGlobalNotification } from '@/lib/notifications';
import { pendingRequestCount } from '@/lib/pending-requests';
import { getSessionToken, SESSION_STORAGE_KEY, setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { type ApiError, apiRequest, holdSessionEndUntil } from './client';

const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

const token = aToken;

const faqs = { data: [{ id: 1, title: 'How do I book?', content: '<p>Like this.</p>' }] };

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('apiRequest', () => {
  it('sends JSON, the interface language and no token on a visitor route', async () => {
    await i18n.changeLanguage('es');
    expectRequest('POST', '/api/v1/users/passwords', {
      status: 201,
      body: { data: { data: { token: 'tok' } } },
    });
    const result = await apiRequest(accessRoutes.forgotPassword, {
      body: { email: 'ana@example.com' },
    });
    expect(result.data.data.token).toBe('tok');
    const [request] = recordedRequests();
    expect(request?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-language': 'es',
    });
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.body).toEqual({ email: 'ana@example.com' });
  });

  it('fills path parameters and the query, and sends a bearer token on member routes', async () => {
    setSessionToken(token());
    expectRequest('GET', '/api/v1/faqs', { status: 200, body: faqs });
    await apiRequest(referenceRoutes.faqs);
    expect(recordedRequests()[0]?.headers.authorization).toBe('Bearer access-1');

    expectRequest('PUT', '/api/v1/account/verify/12/abc', {
      status: 200,
      body: { data: { message: 'ok' } },
    });
    await apiRequest(accessRoutes.verifyEmail, {
      params: { id: '12', hash: 'abc' },
      query: { expires: '99', signature: 'f00' },
    });
    expect(recordedRequests('/api/v1/account/verify/12/abc')[0]?.search).toBe(
      '?expires=99&signature=f00',
    );
  });

  it('turns a failure into the catalogue message of the route', async () => {
    expectRequest('POST', '/api/v1/login', {
      status: 400,
      body: { message: 'Nope', key: 'wrong_login_credentials' },
    });
    const error = await failureOf(
      apiRequest(accessRoutes.login, {
        body: { email: 'a@example.com', password: 'x', 'g-recaptcha-response': 'none' },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.display).toEqual({ key: 'wrong_login_credentials' });
  });

  it("shows the server's per-field texts where the catalogue says concat", async () => {
    expectRequest('POST', '/api/v1/users/passwords', {
      status: 400,
      body: {
        message: 'Invalid',
        key: 'validation_failed',
        errors: { email: ['The email is not valid.'] },
      },
    });
    const error = await failureOf(
      apiRequest(accessRoutes.forgotPassword, { body: { email: 'x@example.com' } }),
    );
    expect(error.display).toEqual({ text: ['The email is not valid.'] });
  });

  it('reports a network failure as the generic error and keeps the pending count at zero', async () => {
    expectRequest('GET', '/api/v1/captcha', () => {
      throw new TypeError('offline');
    });
    const error = await failureOf(apiRequest(accessRoutes.captchaChallenge));
    expect(error.display).toEqual({ key: 'error_generic' });
    expect(pendingRequestCount()).toBe(0);
  });

  it('ends the session on a 401 from a member route', async () => {
    setSessionToken(token());
    expectRequest('GET', '/api/v1/profile', {
      status: 401,
      body: { message: 'Unauthorized', key: 'unauthenticated' },
    });
    const error = await failureOf(apiRequest(profileRoutes.profile));
    expect(error.display).toEqual({ key: 'unauthenticated' });
    expect(getSessionToken()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ends the session after a held hydration, not before (main.tsx: a page hydrated in slices)', async () => {
    setSessionToken(token());
    let hydrated: () => void = () => undefined;
    holdSessionEndUntil(
      new Promise<void>((resolve) => {
        hydrated = resolve;
      }),
    );
    expectRequest('GET', '/api/v1/profile', {
      status: 401,
      body: { message: 'Unauthorized', key: 'unauthenticated' },
    });
    const error = await failureOf(apiRequest(profileRoutes.profile));
    expect(error.status).toBe(401);
    expect(getSessionToken()).not.toBeNull();
    hydrated();
    await vi.waitFor(() => expect(getSessionToken()).toBeNull());
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ends a held session once when two calls answer 401 during the hydration (racing calls)', async () => {
    setSessionToken(token());
    const notification = renderHook(() => useGlobalNotification());
    act(() => notify('success', 'probe'));
    const probeId = notification.result.current?.id ?? 0;
    let hydrated: () => void = () => undefined;
    holdSessionEndUntil(
      new Promise<void>((resolve) => {
        hydrated = resolve;
      }),
    );
    expectRequest(
      'GET',
      '/api/v1/profile',
      { status: 401, body: { message: 'Unauthorized', key: 'unauthenticated' } },
      2,
    );
    await Promise.all([
      failureOf(apiRequest(profileRoutes.profile)),
      failureOf(apiRequest(profileRoutes.profile)),
    ]);
    expect(getSessionToken()).not.toBeNull();
    await act(async () => hydrated());
    await vi.waitFor(() => expect(getSessionToken()).toBeNull());
    // One "session ended" notice, not one per call.
    expect(notification.result.current).toMatchObject({
      id: probeId + 1,
      type: 'error',
      message: 'unauthenticated',
    });
  });

  it('keeps the session on a 401 from a visitor route (a wrong login is not a logout)', async () => {
    setSessionToken(token());
    expectRequest('POST', '/api/v1/login', {
      status: 401,
      body: { message: 'Unauthorized', key: 'unauthenticated' },
    });
    await failureOf(
      apiRequest(accessRoutes.login, {
        body: { email: 'a@example.com', password: 'x', 'g-recaptcha-response': 'none' },
      }),
    );
    expect(getSessionToken()).not.toBeNull();
  });

  it('refreshes an expired access token once for concurrent calls, then retries with the new one', async () => {
    setSessionToken(
      token({ access_token: 'old', expires_at: anHourAgo(), refresh_token: 'refresh-1' }),
    );
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    expectRequest('POST', '/api/v1/token/refresh', async (request) => {
      expect(request.body).toEqual({ refresh_token: 'refresh-1' });
      await gate;
      return {
        status: 201,
        body: { data: token({ access_token: 'new', refresh_token: 'refresh-2' }) },
      };
    });
    expectRequest('GET', '/api/v1/faqs', { status: 200, body: faqs }, 2);
    expectRequest('GET', '/api/v1/contact_reasons', { status: 200, body: { data: [] } });

    const calls = Promise.all([
      apiRequest(referenceRoutes.faqs),
      apiRequest(referenceRoutes.faqs),
      apiRequest(referenceRoutes.contactReasons),
    ]);
    release();
    await calls;

    expect(recordedRequests('/api/v1/token/refresh')).toHaveLength(1);
    const authorizations = recordedRequests()
      .filter((request) => request.path !== '/api/v1/token/refresh')
      .map((request) => request.headers.authorization);
    expect(authorizations).toEqual(['Bearer new', 'Bearer new', 'Bearer new']);
    expect(getSessionToken()?.refresh_token).toBe('refresh-2');
  });

  it('refreshes under a lock shared by tabs, and uses what another tab stored meanwhile', async () => {
    setSessionToken(token({ access_token: 'old', expires_at: anHourAgo(), refresh_token: 'r-1' }));
    const locks = {
      request: vi.fn(async (_name: string, work: () => Promise<unknown>) => {
        // While this tab waited for the lock, another one refreshed and stored its pair.
        window.localStorage.setItem(
          SESSION_STORAGE_KEY,
          JSON.stringify(token({ access_token: 'other-tab', refresh_token: 'r-2' })),
        );
        return work();
      }),
    };
    const original = Object.getOwnPropertyDescriptor(navigator, 'locks');
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    expectRequest('GET', '/api/v1/faqs', { status: 200, body: faqs });
    try {
      await apiRequest(referenceRoutes.faqs);
    } finally {
      if (original) Object.defineProperty(navigator, 'locks', original);
      else Reflect.deleteProperty(navigator, 'locks');
    }
    expect(locks.request).toHaveBeenCalledWith('mp.token-refresh', expect.any(Function));
    expect(recordedRequests('/api/v1/token/refresh')).toHaveLength(0);
    expect(recordedRequests('/api/v1/faqs')[0]?.headers.authorization).toBe('Bearer other-tab');
  });

  it('clears the session when the refresh fails', async () => {
    setSessionToken(token({ expires_at: anHourAgo() }));
    expectRequest('POST', '/api/v1/token/refresh', {
      status: 401,
      body: { message: 'Unauthorized', key: 'unauthenticated' },
    });
    const error = await failureOf(apiRequest(profileRoutes.profile));
    expect(error.status).toBe(401);
    expect(getSessionToken()).toBeNull();
  });

  it('rejects a success body the contract does not describe', async () => {
    expectRequest('GET', '/api/v1/captcha', { status: 200, body: { provider: 'altcha' } });
    const error = await failureOf(apiRequest(accessRoutes.captchaChallenge));
    expect(error.display).toEqual({ key: 'error_generic' });
  });
});
