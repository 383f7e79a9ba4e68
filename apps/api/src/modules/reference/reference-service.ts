import type { Language } from '@mp/contract/constants';
import type { ContactReason, Faq, Hotel } from '@mp/contract/reference/schemas';
import type { AppContext } from '../../app-context.ts';
import { localized } from '../../platform/i18n.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { findContactReasons, findFaqs, findHotels, findUnitTypes } from './reference-repository.ts';

/** Reference lists in the request language (spec: "the last three in the request language"). */
export function createReferenceService({ db, content }: Pick<AppContext, 'db' | 'content'>) {
  const faqRows = () => content.get('faqs', () => findFaqs(db));
  const reasonRows = () => content.get('contact_reasons', () => findContactReasons(db));
  return {
    async faqs(lang: Language): Promise<Faq[]> {
      const rows = await faqRows();
      return rows.map((row) => ({
        id: row.id,
        title: localized(row, lang, 'title'),
        content: sanitizeRichText(localized(row, lang, 'content')),
      }));
    },

    async contactReasons(lang: Language): Promise<ContactReason[]> {
      const rows = await reasonRows();
      return rows.map((row) => ({ id: row.id, name: localized(row, lang, 'name') }));
    },

    /** Whether a name is one of the contact reasons, in either language (the select sends names). */
    async isContactReason(name: string): Promise<boolean> {
      const rows = await reasonRows();
      return rows.some((row) => row.nameEn === name || row.nameEs === name);
    },

    /**
     * A contract's room type in the reader's language (issue 20 #23): the club writes it in
     * English ("Three Bedroom Residence"); when it names one of our unit types, its Spanish name
     * is known. A name no unit type has stays as the club wrote it.
     */
    async roomTypeIn(lang: Language): Promise<(roomType: string) => string> {
      const units = await content.get('unit_types', () => findUnitTypes(db));
      const byName = new Map<string, (typeof units)[number]>();
      for (const unit of units) {
        byName.set(unit.nameEn.toLowerCase(), unit);
        byName.set(unit.nameEs.toLowerCase(), unit);
      }
      return (roomType) => {
        const unit = byName.get(roomType.trim().toLowerCase());
        return unit ? localized(unit, lang, 'name') : roomType;
      };
    },

    async reservationHotels(lang: Language): Promise<Hotel[]> {
      // Two queries, not one per hotel: the unit types are grouped in memory.
      const [hotelRows, unitRows] = await Promise.all([
        content.get('hotels', () => findHotels(db)),
        content.get('unit_types', () => findUnitTypes(db)),
      ]);
      return hotelRows.map((hotel) => ({
        id: hotel.id,
        name: hotel.name,
        destination: hotel.destination,
        unit_types: unitRows
          .filter((unit) => unit.hotelId === hotel.id && !unit.hidden)
          .map((unit) => ({
            id: unit.id,
            name: localized(unit, lang, 'name'),
            max_guests: unit.maxGuests,
          })),
      }));
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
