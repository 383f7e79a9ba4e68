import type { Language } from '@mp/contract/constants';
import { foldText } from '@mp/contract/rules/name';
import type { DestinationHighlight, ExchangeItem } from '@mp/contract/stays/schemas';
import type { AppContext } from '../../app-context.ts';
import type { destinationHighlights } from '../../db/schema/club.ts';
import { AppError } from '../../platform/app-error.ts';
import { localized } from '../../platform/i18n.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import {
  findDestinationHighlight,
  findDestinationHighlights,
  findExchangeMemberships,
} from './stays-repository.ts';

type HighlightRow = typeof destinationHighlights.$inferSelect;

function toHighlight(row: HighlightRow, lang: Language): DestinationHighlight {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    description: sanitizeRichText(localized(row, lang, 'description')),
    image_location: row.imageLocation,
    read_more_link: row.readMoreLink,
    buy_link: row.buyLink,
  };
}

/** Exchange companies and destination highlights (money-and-stays §2, §3, §7). */
export function createStaysService({ db }: Pick<AppContext, 'db'>) {
  return {
    /** The spec's shape: one list, inside a list. An empty one means the member has none. */
    async exchanges(userId: number): Promise<[ExchangeItem[]]> {
      const rows = await findExchangeMemberships(db, userId);
      return [rows.map((row) => ({ MembershipType: row.membershipType }))];
    },

    /** Every highlight, or those whose name or location contains the query (any case or accent). */
    async destinationHighlights(lang: Language, query?: string): Promise<DestinationHighlight[]> {
      const rows = await findDestinationHighlights(db);
      const wanted = query ? foldText(query) : '';
      return rows
        .filter((row) => !wanted || foldText(`${row.name} ${row.location}`).includes(wanted))
        .map((row) => toHighlight(row, lang));
    },

    async destinationHighlight(id: number, lang: Language): Promise<DestinationHighlight> {
      const row = await findDestinationHighlight(db, id);
      if (!row) throw new AppError(404, 'not_found');
      return toHighlight(row, lang);
    },
  };
}
