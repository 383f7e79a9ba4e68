import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aProfile, aToken } from '@/test/builders';
import { expectHeldRequest, expectRequest } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { appRoutes } from '../routes-config';

/** The header's greeting ("Hello, <name>"), its name part and its whole text. */
function greeting() {
  const element = screen.getByText((_, node) => node?.textContent?.startsWith('Hello,') ?? false, {
    selector: 'span',
  });
  return { text: element.textContent, name: element.querySelector('strong') };
}

describe('the member header greeting', () => {
  it('shows where the name goes while the profile loads, then the lower-cased first name', async () => {
    setSessionToken(aToken({ access_token: 'acc', refresh_token: 'ref' }));
    const answer = expectHeldRequest('GET', '/api/v1/profile', {
      status: 200,
      body: { data: aProfile({ first_name: 'John' }) },
    });
    renderRoutes(appRoutes, '/terms-and-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });

    // Not "unknown": that word is for a member without a name.
    expect(greeting().text).toBe('Hello, ');
    expect(greeting().name?.className).toMatch(/namePending/);

    answer();
    await waitFor(() => expect(greeting().text).toBe('Hello, john'));
    expect(greeting().name?.className ?? '').not.toMatch(/namePending/);
  });

  it("says 'unknown' for a member whose profile has no name", async () => {
    setSessionToken(aToken({ access_token: 'acc', refresh_token: 'ref' }));
    expectRequest('GET', '/api/v1/profile', {
      status: 200,
      body: { data: aProfile({ first_name: '', last_name: '' }) },
    });
    renderRoutes(appRoutes, '/terms-and-conditions');
    await waitFor(() => expect(greeting().text).toBe('Hello, unknown'));
  });
});
