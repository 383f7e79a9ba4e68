import { describe, expect, it } from 'vitest';
import { accessEmailsEn } from './access/emails.en.ts';
import { accessEmailsEs } from './access/emails.es.ts';
import { clientErrorMessage, clientFieldErrors, ERROR_CATALOGUES, MESSAGE_KEYS } from './errors.ts';
import { consoleValidationEn } from './i18n/console-validation.en.ts';
import { consoleValidationEs } from './i18n/console-validation.es.ts';
import { emailLayoutEn } from './i18n/emails.en.ts';
import { emailLayoutEs } from './i18n/emails.es.ts';
import { messagesEn } from './i18n/messages.en.ts';
import { messagesEs } from './i18n/messages.es.ts';
import { validationEn } from './i18n/validation.en.ts';
import { validationEs } from './i18n/validation.es.ts';

describe('catalogues', () => {
  it('have a text in both languages for every message key and no extra key', () => {
    expect(Object.keys(messagesEn).sort()).toEqual([...MESSAGE_KEYS].sort());
    expect(Object.keys(messagesEs).sort()).toEqual([...MESSAGE_KEYS].sort());
    expect(Object.keys(validationEs).sort()).toEqual(Object.keys(validationEn).sort());
    expect(Object.keys(consoleValidationEs).sort()).toEqual(
      Object.keys(consoleValidationEn).sort(),
    );
  });
  it('write the brand as "Member Passport", e-mails included', () => {
    const texts = [
      messagesEn,
      messagesEs,
      validationEn,
      validationEs,
      consoleValidationEn,
      consoleValidationEs,
      emailLayoutEn,
      emailLayoutEs,
      accessEmailsEn,
      accessEmailsEs,
    ].flatMap((catalogue) => Object.values(catalogue));
    const names = texts.flatMap((text) => [...text.matchAll(/member passport/gi)].map(([n]) => n));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name !== 'Member Passport')).toEqual([]);
  });
  it('keep validation and message keys apart (the server looks both up by key)', () => {
    const overlap = [...Object.keys(validationEn), ...Object.keys(consoleValidationEn)].filter(
      (k) => k in messagesEn,
    );
    expect(overlap).toEqual([]);
    // Nor do the console's validation keys shadow the member side's.
    expect(Object.keys(consoleValidationEn).filter((k) => k in validationEn)).toEqual([]);
  });
  it('carry the spec texts', () => {
    expect(messagesEn.error_generic).toBe('An error occurred, please try again..');
    expect(messagesEn.wrong_login_credentials).toBe(
      'The email address or password you entered is invalid. Please try again.',
    );
    expect(messagesEn.no_property_changed).toBe('Please modify at least one field');
    expect(messagesEs.not_found).toMatch(/^No encontrada/);
    expect(messagesEn.not_found).toContain('604');
    expect(messagesEn.contact_message_sent).toContain('24 hours');
  });
});

describe('clientErrorMessage (spec §8)', () => {
  const body = {
    message: 'Some fields need your attention.',
    key: 'validation_failed',
    errors: { email: ['Bad e-mail.'], password: ['Too short.', 'Bad e-mail.'] },
  };
  it('maps login statuses', () => {
    expect(clientErrorMessage('login', 400, body)).toEqual({ key: 'wrong_login_credentials' });
    expect(clientErrorMessage('login', 401, {})).toEqual({ key: 'unauthenticated' });
    expect(
      clientErrorMessage('login', 409, { message: 'Sent.', key: 'member_id_code_sent' }),
    ).toEqual({
      key: 'member_id_code_sent',
    });
    // A known key stays a key, so the screen translates it in the language of the moment.
    expect(
      clientErrorMessage('login', 403, { message: 'Disabled.', key: 'account_disabled' }),
    ).toEqual({ key: 'account_disabled' });
    // Unknown keys and texts with values of their own keep the server's words.
    expect(clientErrorMessage('login', 403, { message: 'Odd.', key: 'something_else' })).toEqual({
      text: ['Odd.'],
    });
    expect(
      clientErrorMessage('login', 429, { message: 'Wait 30 s.', key: 'too_many_attempts' }),
    ).toEqual({ text: ['Wait 30 s.'] });
    // Spec money §4: a payment shows the server's message for a decline and a conflict.
    expect(
      clientErrorMessage('payment', 402, { message: 'Declined.', key: 'payment_declined' }),
    ).toEqual({ key: 'payment_declined' });
    expect(
      clientErrorMessage('payment', 409, { message: 'Paid.', key: 'payment_already_paid' }),
    ).toEqual({ key: 'payment_already_paid' });
  });
  it('concatenates the per-field lists without duplicates for 400 concat', () => {
    expect(clientErrorMessage('authentication', 400, body)).toEqual({
      text: ['Bad e-mail.', 'Too short.'],
    });
    expect(
      clientErrorMessage('password', 400, { message: 'Code expired.', key: 'token_invalid' }),
    ).toEqual({ key: 'token_invalid' });
  });
  it('maps the remaining catalogues', () => {
    expect(clientErrorMessage('authentication', 403, {})).toEqual({ key: 'account_not_verified' });
    expect(clientErrorMessage('password', 404, {})).toEqual({ key: 'not_found' });
    expect(clientErrorMessage('verifyEmail', 400, body)).toEqual({
      key: 'verification_code_invalid',
    });
    expect(clientErrorMessage('default', 403, {})).toEqual({ key: 'unauthorized' });
    expect(clientErrorMessage('reservationConfirmation', 404, {})).toEqual({ key: 'not_found' });
  });
  it('says the service is unavailable for a 503 of any call', () => {
    for (const name of Object.keys(ERROR_CATALOGUES) as (keyof typeof ERROR_CATALOGUES)[]) {
      expect(clientErrorMessage(name, 503, { message: 'x', key: 'service_unavailable' })).toEqual({
        key: 'service_unavailable',
      });
    }
  });
  it("gives a 400's field messages per field, as the answer's key where the text is its message", () => {
    expect(
      clientFieldErrors({
        message: 'Taken.',
        key: 'user_already_exists',
        errors: { email: ['Taken.'], phone: ['Bad phone.', 'Bad phone.'] },
      }),
    ).toEqual({ email: ['user_already_exists'], phone: ['Bad phone.'] });
    expect(
      clientFieldErrors({
        message: 'Wait 3 s.',
        key: 'too_many_attempts',
        errors: { email: ['Wait 3 s.'] },
      }),
    ).toEqual({ email: ['Wait 3 s.'] });
    expect(clientFieldErrors('<html>')).toEqual({});
  });
  it('falls back to the generic error for an unmapped status or a body that is not ours', () => {
    expect(clientErrorMessage('default', 500, body)).toEqual({ key: 'error_generic' });
    expect(clientErrorMessage('default', 400, '<html>')).toEqual({ key: 'error_generic' });
    expect(Object.keys(ERROR_CATALOGUES)).toHaveLength(8);
  });
});
