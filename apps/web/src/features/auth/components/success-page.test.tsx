import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render';
import { SuccessPage } from './success-page';

describe('SuccessPage', () => {
  it('counts down from 5, one second at a time, then opens the login page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    renderAt(<SuccessPage kind="resetSuccess" />, '/reset-password/success');
    expect(screen.getByRole('heading', { name: 'Your password was changed' })).toBeTruthy();
    const value = () => screen.getByTestId('countdown-value').textContent;
    expect(value()).toBe('5');
    // Announced once, politely; the ticks themselves are not read out.
    expect(screen.getByRole('status').textContent).toBe(
      'You will be taken to the login page in 5 seconds.',
    );

    // Sighted members read the wait in words too, not only a bare number in a ring.
    const caption = () => screen.getByTestId('countdown-caption').textContent;
    expect(caption()).toBe('You will be taken to the login page in 5 seconds.');
    for (const expected of ['4', '3', '2', '1']) {
      await act(async () => vi.advanceTimersByTime(1000));
      expect(value()).toBe(expected);
    }
    expect(caption()).toBe('You will be taken to the login page in 1 second.');
    expect(screen.queryByTestId('location')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('lets the member go now', async () => {
    renderAt(<SuccessPage kind="verifySuccess" />, '/account/verify/success');
    act(() => screen.getByRole('button', { name: 'Log in now' }).click());
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });
});
