import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderAt } from '@/test/render';
import { CLUB_LINKS } from './club-links';
import { PreRegistrationPage } from './pre-registration-page';

const PRE_CHECK_IN = 'https://checkin.example.com/pre-registration';

describe('PreRegistrationPage', () => {
  it('has its title, subtitle and a button opening the pre-check-in site in a new tab', () => {
    renderAt(<PreRegistrationPage href={PRE_CHECK_IN} />, '/pre-registration');
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-registration' })).toBeTruthy();
    expect(
      screen.getByText(
        'Check in online before you travel and start your vacation the moment you arrive.',
      ),
    ).toBeTruthy();
    const cta = screen.getByRole('link', {
      name: 'Start my pre-registration (opens in a new tab)',
    });
    expect(cta.getAttribute('href')).toBe(PRE_CHECK_IN);
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.body.textContent).not.toContain('checkin.example.com');
    const needs = screen.getByRole('region', { name: 'What you will need' });
    expect(within(needs).getAllByRole('listitem')).toHaveLength(4);
    expect(needs.textContent).toContain('Your confirmation number');
    const how = screen.getByRole('region', { name: 'How it works' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
  });

  it('without a configured site, offers Member Care instead of a link', () => {
    renderAt(<PreRegistrationPage href={null} />, '/pre-registration');
    expect(screen.queryByRole('link', { name: /Start my pre-registration/ })).toBeNull();
    expect(screen.getByText('Online pre-registration is not linked here yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 800 123 4567' }).getAttribute('href')).toBe(
      'tel:8001234567',
    );
    expect(screen.getByRole('link', { name: 'Write to Member Care' }).getAttribute('href')).toBe(
      '/contact',
    );
    // No step sends the member to a button that is not there.
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(2);
    expect(steps[0]?.textContent).toMatch(/^Call or write to Member Care/);
    expect(document.body.textContent).not.toContain('with the button on this page');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderAt(<PreRegistrationPage href={null} />, '/pre-registration');
    expect(screen.getByRole('heading', { level: 1, name: 'Prerregistro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Escribir a Atención a Socios' })).toBeTruthy();
  });

  it('on a default start (no address configured) opens our own stand-in page in the member’s language (issue 20 #20)', async () => {
    renderAt(<PreRegistrationPage href={CLUB_LINKS.preRegistration} />, '/pre-registration');
    const cta = screen.getByRole('link', {
      name: 'Start my pre-registration (opens in a new tab)',
    });
    expect(cta.getAttribute('href')).toBe('/dev/pre-registration?lang=en');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(/not linked here yet/)).toBeNull();
    cleanup();
    await i18n.changeLanguage('es');
    renderAt(<PreRegistrationPage href={CLUB_LINKS.preRegistration} />, '/pre-registration');
    expect(
      screen.getByRole('link', { name: /se abre en una pestaña nueva/ }).getAttribute('href'),
    ).toBe('/dev/pre-registration?lang=es');
  });
});
