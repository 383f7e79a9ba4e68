import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { i18n } from '@/i18n/i18n';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { LocationProbe } from '@/test/render';
import { VerifyEmailPage } from './verify-email-page';

const HASH = 'a'.repeat(40);
const SIGNATURE = 'b'.repeat(64);

function renderStrict(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/account/verify/:id/:token', element: <VerifyEmailPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <StrictMode>
      <AppProviders queryClient={new QueryClient()} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

describe('VerifyEmailPage', () => {
  it('calls the signed link exactly once, even in StrictMode, and opens the success page', async () => {
    expectRequest('PUT', `/api/v1/account/verify/42/${HASH}`, {
      status: 200,
      body: { data: { message: 'ok' } },
    });
    renderStrict(`/account/verify/42/${HASH}?expires=1700000000&signature=${SIGNATURE}`);
    expect((await screen.findByTestId('location')).textContent).toBe('/account/verify/success');
    const requests = recordedRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.search).toBe(`?expires=1700000000&signature=${SIGNATURE}`);
  });

  it('sends an invalid link to the resend page', async () => {
    expectRequest('PUT', `/api/v1/account/verify/42/${HASH}`, {
      status: 400,
      body: { message: 'Invalid', key: 'verification_code_invalid' },
    });
    renderStrict(`/account/verify/42/${HASH}?expires=1&signature=${SIGNATURE}`);
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/account/verify/resend-email',
    );
  });
});
