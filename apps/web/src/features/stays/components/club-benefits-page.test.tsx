import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderAt } from '@/test/render';
import { ClubBenefitsPage } from './club-benefits-page';
import { CLUB_LINKS } from './club-links';

const CLUB_FREEDOM = 'https://benefits.example.com/club-freedom';

describe('ClubBenefitsPage', () => {
  it('shows the logo and a button opening the configured site in a new tab, its address unshown', () => {
    renderAt(<ClubBenefitsPage href={CLUB_FREEDOM} />, '/club-freedom-benefits');
    expect(screen.getByRole('heading', { level: 1, name: 'Club Freedom benefits' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Club Freedom' })).toBeTruthy();
    const cta = screen.getByRole('link', { name: 'Go to Club Freedom (opens in a new tab)' });
    expect(cta.getAttribute('href')).toBe(CLUB_FREEDOM);
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('rel')).toBe('noopener noreferrer');
    // Spec §2: the external address is not shown.
    expect(document.body.textContent).not.toContain('example.com');
    // What a member can book, and how.
    const what = screen.getByRole('region', { name: 'What you can book' });
    expect(within(what).getAllByRole('listitem')).toHaveLength(4);
    const how = screen.getByRole('region', { name: 'How to use your benefits' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    expect(within(how).getByRole('link', { name: 'Go to My account' }).getAttribute('href')).toBe(
      '/my-account',
    );
  });

  it('without a configured site, says whom to contact instead of showing a dead link', () => {
    renderAt(<ClubBenefitsPage href={null} />, '/club-freedom-benefits');
    expect(screen.queryByRole('link', { name: /Go to Club Freedom/ })).toBeNull();
    expect(screen.getByText('The Club Freedom site is not linked here yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 800 123 4567' }).getAttribute('href')).toBe(
      'tel:8001234567',
    );
    expect(screen.getByRole('link', { name: 'Write to Member Care' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.queryByRole('link', { name: /opens in a new tab/ })).toBeNull();
    expect(document.body.textContent).not.toContain('with the button on this page');
    const how = screen.getByRole('region', { name: 'How to use your benefits' });
    expect(within(how).getAllByRole('listitem')[0]?.textContent).toMatch(
      /^Call or write to Member Care/,
    );
  });

  it('speaks Spanish, new tab included', async () => {
    await i18n.changeLanguage('es');
    renderAt(<ClubBenefitsPage href={CLUB_FREEDOM} />, '/club-freedom-benefits');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Beneficios de Club Freedom' }),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Ir a Club Freedom (se abre en una pestaña nueva)' })
        .getAttribute('href'),
    ).toBe(CLUB_FREEDOM);
  });

  it('on a default start (no address configured) opens our own stand-in page in the member’s language (issue 20 #20)', async () => {
    renderAt(<ClubBenefitsPage href={CLUB_LINKS.clubFreedom} />, '/club-freedom-benefits');
    const cta = screen.getByRole('link', { name: 'Go to Club Freedom (opens in a new tab)' });
    expect(cta.getAttribute('href')).toBe('/dev/club-freedom?lang=en');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(/not linked here yet/)).toBeNull();
    cleanup();
    await i18n.changeLanguage('es');
    renderAt(<ClubBenefitsPage href={CLUB_LINKS.clubFreedom} />, '/club-freedom-benefits');
    expect(
      screen.getByRole('link', { name: /se abre en una pestaña nueva/ }).getAttribute('href'),
    ).toBe('/dev/club-freedom?lang=es');
  });
});
