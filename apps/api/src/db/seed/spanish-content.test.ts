import { spanishStyleProblems } from '@mp/contract/i18n/spanish-style';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTACT_REASONS } from './content/contact-reasons.ts';
import { DEMO_DESTINATION_HIGHLIGHTS } from './content/destination-highlights.ts';
import { DEMO_FAQS } from './content/faqs.ts';
import { DEMO_HOTELS } from './content/hotels.ts';
import { anaPlan } from './plans/ana.ts';

const problemsOf = (texts: [string, string][]) =>
  texts.flatMap(([where, text]) =>
    spanishStyleProblems(text, 'tu').map((problem) => `${where}: ${problem}`),
  );

// docs/spanish.md: the demo content is likely to ship, so it follows the style guide too.
describe('the demo content in Spanish follows the style guide', () => {
  it('FAQ, contact reasons, destinations and unit names', () => {
    expect(
      problemsOf([
        ...DEMO_FAQS.flatMap((faq): [string, string][] => [
          [`FAQ ${faq.sortOrder} title`, faq.titleEs],
          [`FAQ ${faq.sortOrder}`, faq.contentEs],
        ]),
        ...DEMO_CONTACT_REASONS.map((reason): [string, string] => ['reason', reason.nameEs]),
        ...DEMO_DESTINATION_HIGHLIGHTS.map((h): [string, string] => [h.name, h.descriptionEs]),
        ...DEMO_HOTELS.flatMap((hotel) =>
          hotel.unitTypes.map((unit): [string, string] => [hotel.name, unit.nameEs]),
        ),
      ]),
    ).toEqual([]);
  });

  it('the club’s messages to the Spanish demo member', () => {
    const threads = anaPlan(1, new Date()).threads;
    expect(
      problemsOf(
        threads.flatMap((thread) => [
          [thread.subject, thread.subject] as [string, string],
          ...thread.entries
            .filter((entry) => entry.author === 'club')
            .map((entry): [string, string] => [thread.subject, entry.message]),
        ]),
      ),
    ).toEqual([]);
  });
});
