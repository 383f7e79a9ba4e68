import type { Database } from '../client.ts';
import { contactReasons, destinationHighlights, faqs, hotels, unitTypes } from '../schema/club.ts';
import { DEMO_CONTACT_REASONS } from './content/contact-reasons.ts';
import { DEMO_DESTINATION_HIGHLIGHTS } from './content/destination-highlights.ts';
import { DEMO_FAQS } from './content/faqs.ts';
import { DEMO_HOTELS } from './content/hotels.ts';
import { mustGet } from './plans/helpers.ts';

/** Inserts FAQs, contact reasons, hotels with unit types and destination highlights, once. */
export async function seedReferenceContent(db: Database): Promise<void> {
  const existing = await db.select({ id: faqs.id }).from(faqs).limit(1);
  if (existing.length > 0) return;

  await db.transaction(async (tx) => {
    await tx.insert(faqs).values(DEMO_FAQS);
    await tx.insert(contactReasons).values(DEMO_CONTACT_REASONS);
    await tx.insert(destinationHighlights).values(DEMO_DESTINATION_HIGHLIGHTS);
    const inserted = await tx
      .insert(hotels)
      .values(
        DEMO_HOTELS.map((hotel, index) => ({
          name: hotel.name,
          destination: hotel.destination,
          sortOrder: index + 1,
        })),
      )
      .returning({ id: hotels.id, name: hotels.name });
    const hotelIdByName = new Map(inserted.map((row) => [row.name, row.id]));
    await tx.insert(unitTypes).values(
      DEMO_HOTELS.flatMap((hotel) =>
        hotel.unitTypes.map((unitType) => ({
          hotelId: mustGet(hotelIdByName, hotel.name),
          nameEn: unitType.nameEn,
          nameEs: unitType.nameEs,
          maxGuests: unitType.maxGuests,
        })),
      ),
    );
  });
}
