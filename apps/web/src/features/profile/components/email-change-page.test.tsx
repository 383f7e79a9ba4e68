import type { Profile } from '@mp/contract/profile/schemas';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aProfile, aToken } from '@/test/builders';
import { expectHeldRequest, expectRequest } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { profileKeys, profileQueryOptions } from '../api/profile';
import { EmailChangePage } from './email-change-page';

const LINK = '/account/email/confirm/7/abc?expires=9999999999&signature=sig';

describe('EmailChangePage', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('confirms the link, and a profile load that left before it cannot keep the old address', async () => {
    // The start-up's profile load, still on its way when the confirmation answers.
    const answerOldProfile = expectHeldRequest('GET', '/api/v1/profile', {
      status: 200,
      body: { data: aProfile({ email: 'old@example.com' }) },
    });
    expectRequest('PUT', '/api/v1/profile/email/7/abc', {
      status: 200,
      body: { data: { email: 'new@example.com' } },
    });
    expectRequest('GET', '/api/v1/profile', {
      status: 200,
      body: { data: aProfile({ email: 'new@example.com' }) },
    });
    const { queryClient } = renderAt(<EmailChangePage />, '/account/email/confirm/:id/:hash', LINK);
    void queryClient.prefetchQuery(profileQueryOptions());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email address was changed' }),
    ).toBeTruthy();
    expect(screen.getByText('From now on, log in with new@example.com.')).toBeTruthy();
    answerOldProfile();
    await queryClient.fetchQuery(profileQueryOptions());
    await waitFor(() =>
      expect(queryClient.getQueryData<Profile>(profileKeys.all)?.email).toBe('new@example.com'),
    );
  });

  it("says why a link does not work, in the catalogue's words", async () => {
    expectRequest('PUT', '/api/v1/profile/email/7/abc', {
      status: 400,
      body: { message: 'expired', key: 'email_change_link_expired' },
    });
    renderAt(<EmailChangePage />, '/account/email/confirm/:id/:hash', LINK);
    expect(
      await screen.findByText(
        'This confirmation link has expired. Please request the change again from your profile.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toBeTruthy();
  });
});
