import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { addDays, DAY_MS, dateOnly, HOUR_MS } from '../factories/dates.ts';
import { reservationRequestRow, reservationRow } from '../factories/stays.ts';
import { profileReviews } from '../schema/access.ts';
import { hotels, reservationRequests, reservations, unitTypes } from '../schema/club.ts';
import type { DemoMemberIds } from './club.ts';

/**
 * The desk's demo (issue 21): open reservation requests made as the member flow makes them (a
 * requested reservation, status 1, with its request row beside it) and pending profile reviews
 * with their values before and after, so every desk screen shows something.
 *
 *   John  REQ-7D41A2C9  Grand Luxxe Riviera Maya, today + 75, 5 nights, 2 adults + 1 child
 *   Ana   REQ-3B90E6F1  The Grand Bliss Nuevo Vallarta, today + 40, 4 nights, 2 adults
 *   Maria REQ-C52D8E04  Sea Garden Puerto Vallarta, today + 120, 7 nights, alone
 *   Reviews: Ana's mobile phone (new), Maria's mobile phone and address line 2 (her plan's
 *   pending review gains its values).
 */
export async function seedDesk(tx: Database, ids: DemoMemberIds, now = new Date()): Promise<void> {
  const unitRows = await tx
    .select({
      id: unitTypes.id,
      hotelId: unitTypes.hotelId,
      hotel: hotels.name,
      nameEn: unitTypes.nameEn,
    })
    .from(unitTypes)
    .innerJoin(hotels, eq(hotels.id, unitTypes.hotelId));
  const unitAt = (hotel: string) => {
    const unit = unitRows.find((row) => row.hotel === hotel);
    if (!unit) throw new Error(`no unit type at ${hotel}`);
    return unit;
  };
  const requests = [
    {
      userId: ids.john,
      number: 'REQ-7D41A2C9',
      hotel: 'Grand Luxxe Riviera Maya',
      inDays: 75,
      nights: 5,
      primary: { firstName: 'John', lastName: 'Smith', email: 'john@example.com' },
      travelers: [
        {
          age: 'adult' as const,
          first_name: 'Emily',
          last_name: 'Smith',
          email: 'emily@example.com',
        },
        { age: 'child' as const, first_name: 'Jacob', last_name: 'Smith' },
      ],
      promoCode: 'SUMMER-26',
      hoursAgo: 30,
    },
    {
      userId: ids.ana,
      number: 'REQ-3B90E6F1',
      hotel: 'The Grand Bliss Nuevo Vallarta',
      inDays: 40,
      nights: 4,
      primary: { firstName: 'Ana', lastName: 'García', email: 'ana@example.com' },
      travelers: [
        {
          age: 'adult' as const,
          first_name: 'Jorge',
          last_name: 'Ruiz',
          email: 'jorge@example.com',
        },
      ],
      promoCode: null,
      hoursAgo: 5,
    },
    {
      userId: ids.maria,
      number: 'REQ-C52D8E04',
      hotel: 'Sea Garden Puerto Vallarta',
      inDays: 120,
      nights: 7,
      primary: { firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com' },
      travelers: [],
      promoCode: null,
      hoursAgo: 50,
    },
  ];
  for (const request of requests) {
    const unit = unitAt(request.hotel);
    const arriving = addDays(now, request.inDays);
    const createdAt = new Date(now.getTime() - request.hoursAgo * HOUR_MS);
    const children = request.travelers.filter((t) => t.age === 'child').length;
    const [reservation] = await tx
      .insert(reservations)
      .values({
        ...reservationRow({
          hotelId: unit.hotelId,
          number: request.number,
          arriving,
          nights: request.nights,
          status: 1,
          leadFirstName: request.primary.firstName,
          leadLastName: request.primary.lastName,
          adults: request.travelers.length - children + 1,
          children,
          roomType: unit.nameEn,
          unitTypeId: unit.id,
          createdAt,
        }),
        userId: request.userId,
      })
      .returning({ id: reservations.id });
    await tx.insert(reservationRequests).values({
      ...reservationRequestRow({
        ...request.primary,
        destination: request.hotel,
        hotelId: unit.hotelId,
        unitTypeId: unit.id,
        arrivingDate: dateOnly(arriving),
        departingDate: dateOnly(addDays(arriving, request.nights)),
        guests: request.travelers.length + 1,
        promoCode: request.promoCode,
        addTransportation: request.travelers.length > 0,
        flexibleDestinations: false,
        travelers: request.travelers,
        reservationId: reservation?.id ?? null,
        requestNumber: request.number,
        createdAt,
      }),
      userId: request.userId,
    });
  }

  // Ana changed her mobile phone yesterday: the row holds the new number, the review the old.
  await tx.insert(profileReviews).values({
    userId: ids.ana,
    fields: ['mobile_phone'],
    previousValues: { mobile_phone: '+52 55 1234 0000' },
    newValues: { mobile_phone: '+52 55 1234 5678' },
    createdAt: new Date(now.getTime() - DAY_MS),
  });
  // Maria's plan has a pending review of these fields: its values before and after.
  await tx
    .update(profileReviews)
    .set({
      previousValues: { mobile_phone: '+1 210 555 0100', address_line_2: 'Apt 3' },
      newValues: { mobile_phone: '+1 210 555 0177', address_line_2: null },
    })
    .where(and(eq(profileReviews.userId, ids.maria), eq(profileReviews.status, 'pending')));
}
