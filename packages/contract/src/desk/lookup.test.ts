import { describe, expect, it } from 'vitest';
import { spanishStyleProblems } from '../i18n/spanish-style.ts';
import { DECLINE_TEMPLATES, declineReasonText } from './decline-templates.ts';
import { deskEmailsEs } from './emails.es.ts';
import { foldForLookup, likePrefix, readLookupQuery } from './lookup.ts';
import { deskMessagesEs } from './messages.es.ts';

describe('the lookup fold (the database generated columns do the same)', () => {
  it('lower-cases and drops the accents the columns drop', () => {
    expect(foldForLookup('García')).toBe('garcia');
    expect(foldForLookup('MUÑOZ Ibáñez')).toBe('munoz ibanez');
    expect(foldForLookup('ÁÉÍÓÚÜÇ')).toBe('aeiouuc');
  });
  it('reads digits as an id, an @ as an e-mail, anything else as names', () => {
    expect(readLookupQuery(' 100002 ')).toEqual({ kind: 'id', id: 100002 });
    expect(readLookupQuery('Ana@Example')).toEqual({ kind: 'email', prefix: 'ana@example' });
    expect(readLookupQuery('ana  GARCÍA')).toEqual({
      kind: 'name',
      words: ['ana', 'garcia'],
      emailPrefix: 'ana garcía',
    });
  });
  it('escapes LIKE characters', () => {
    expect(likePrefix('a_b%')).toBe('a\\_b\\%%');
  });
});

describe('decline templates', () => {
  it('read in the member language, with the written text after', () => {
    expect(declineReasonText({ template: 'no_availability' }, 'es')).toBe(
      DECLINE_TEMPLATES.no_availability.es,
    );
    expect(declineReasonText({ reason: 'Closed for works.' }, 'en')).toBe('Closed for works.');
  });
  it('follow the Spanish style guide, as do the e-mails and messages', () => {
    const texts = [
      ...Object.values(DECLINE_TEMPLATES).map((t) => t.es),
      ...Object.values(deskEmailsEs),
      ...Object.values(deskMessagesEs),
    ];
    for (const text of texts) expect(spanishStyleProblems(text, 'tu'), text).toEqual([]);
  });
});
