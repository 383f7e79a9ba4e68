import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aProfile, aToken } from '@/test/builders';
import { expectCaptcha, expectRequest } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { appRoutes } from './routes-config';

const validToken = () => aToken({ access_token: 'acc', refresh_token: 'ref' });
const profile = aProfile();

/** What the dashboard loads: the profile, and the stays area's highlights and exchanges. */
function expectDashboard() {
  expectRequest('GET', '/api/v1/profile', { status: 200, body: { data: profile } });
  expectRequest('GET', '/api/v1/destination_highlights', {
    status: 200,
    body: { data: { data: [] } },
  });
  expectRequest('GET', '/api/v1/exchanges', { status: 200, body: { data: [[]] } });
  // The reservation filter's destinations (fetched at sign-in, or by the dashboard).
  expectRequest('GET', '/api/v1/reservation_hotels', { status: 200, body: { data: [] } });
}

describe('route guards', () => {
  it('sends an anonymous visitor from a member route home, keeping where they were going', async () => {
    expectCaptcha();
    const { router } = renderRoutes(appRoutes, '/dashboard?tab=stays');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard', search: '?tab=stays' },
    });
    expect(await screen.findByRole('tab', { name: 'Log in', selected: true })).toBeTruthy();
    await screen.findByText('Verified');
  });

  it('returns the member to the kept location after logging in', async () => {
    const user = userEvent.setup();
    expectCaptcha(2);
    expectRequest('POST', '/api/v1/login', { status: 201, body: { data: validToken() } });
    expectDashboard();
    expectRequest('GET', '/api/v1/faqs', { status: 200, body: { data: [] } });
    expectRequest('GET', '/api/v1/contact_reasons', { status: 200, body: { data: [] } });
    const { router } = renderRoutes(appRoutes, {
      pathname: '/',
      state: { from: { pathname: '/dashboard', search: '?welcome=1' } },
    });

    await screen.findByText('Verified');
    await user.type(screen.getByLabelText(/^Email/), 'john@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Vacation#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?welcome=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, John' })).toBeTruthy();
    expect(screen.getAllByText('john').length).toBeGreaterThan(0);
  });

  it.each([
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password/abc',
    '/account/verify/resend-email',
  ])('sends a signed-in member on %s to the dashboard', async (path) => {
    setSessionToken(validToken());
    expectDashboard();
    const { router } = renderRoutes(appRoutes, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('100200300')).toBeTruthy();
  });

  it('shows the terms to a signed-in member inside the member layout', async () => {
    setSessionToken(validToken());
    expectDashboard();
    const { router } = renderRoutes(appRoutes, '/terms-and-conditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/terms-and-conditions');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows a not-found page in the anonymous layout for an unknown path', async () => {
    renderRoutes(appRoutes, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('This page drifted out to sea')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('logs out: server called, session cleared, home, success notice', async () => {
    const user = userEvent.setup();
    setSessionToken(validToken());
    expectDashboard();
    expectRequest('POST', '/api/v1/logout', {
      status: 500,
      body: { message: 'Down', key: 'error_generic' },
    });
    expectCaptcha();
    const { router } = renderRoutes(appRoutes, '/dashboard');
    await screen.findByText('100200300');
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('mp.token')).toBeNull();
    expect((await screen.findByText('You have signed out successfully.')).textContent).toBeTruthy();
    await screen.findByText('Verified');
  });

  it('after signing out, the next sign-in opens the dashboard, not the last page (spec §4, issue 20 #14)', async () => {
    const user = userEvent.setup();
    setSessionToken(validToken());
    expectRequest('GET', '/api/v1/profile', { status: 200, body: { data: profile } });
    expectRequest('POST', '/api/v1/logout', { status: 204 });
    expectCaptcha(2);
    const { router } = renderRoutes(appRoutes, '/my-account');
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Nothing kept from the session that ended: no "from" for the next sign-in.
    expect(router.state.location.state).toBeNull();
    await screen.findByText('Verified');
    // Focus is in the page that replaced the member's, not on its body (issue 20 #12): moved
    // by the new layout's effect, which a busy machine runs after the page's text is found.
    await waitFor(() => expect(document.activeElement?.id).toBe('main'));

    expectRequest('POST', '/api/v1/login', { status: 201, body: { data: validToken() } });
    expectDashboard();
    expectRequest('GET', '/api/v1/faqs', { status: 200, body: { data: [] } });
    expectRequest('GET', '/api/v1/contact_reasons', { status: 200, body: { data: [] } });
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Vacation#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, John' })).toBeTruthy();
    // The first Tab after signing in starts in the page: focus is on its main region.
    await waitFor(() => expect(document.activeElement?.id).toBe('main'));
  });

  it('keeps the page for the next sign-in when the session ends by itself (a 401)', async () => {
    setSessionToken(validToken());
    expectRequest('GET', '/api/v1/profile', {
      status: 401,
      body: { message: 'Unauthenticated.', key: 'unauthenticated' },
    });
    expectCaptcha();
    const { router } = renderRoutes(appRoutes, '/my-account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/my-account' } });
  });

  it('signing out from the phone menu closes it; focus never falls under it (issue 20 #12)', async () => {
    const user = userEvent.setup();
    setSessionToken(validToken());
    expectRequest('GET', '/api/v1/profile', { status: 200, body: { data: profile } });
    // The server answers the logout when the test says so: "while the session ends" lasts as long
    // as the assertions need, however slow the machine.
    let answerLogout = () => {};
    expectRequest(
      'POST',
      '/api/v1/logout',
      () =>
        new Promise((resolve) => {
          answerLogout = () => resolve({ status: 204 });
        }),
    );
    expectCaptcha();
    const { router } = renderRoutes(appRoutes, '/my-account');
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getAllByRole('navigation', { name: 'Main navigation' }).at(-1);
    await user.click(within(menu as HTMLElement).getByRole('button', { name: 'Log out' }));
    // While the session ends: the menu is closed and its button holds focus.
    expect(screen.queryByRole('button', { name: 'Close menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
    answerLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByText('Verified');
    expect(document.activeElement?.id).toBe('main');
  });
});
