import { reservation } from './helpers.ts';
import type { ReservationPlan } from './types.ts';

export function unattachedReservations(now: Date): ReservationPlan[] {
  return [
    {
      reservationNumber: '40821736',
      reservationStatus: 2,
      hotel: 'Grand Luxxe Nuevo Vallarta',
      ...reservation(now, 64, 5),
      numberOfAdults: 2,
      numberOfChildren: 0,
      guest: 'John Smith',
      leadLastName: 'Smith',
      roomType: 'One Bedroom Master',
    },
    {
      reservationNumber: '40824519',
      reservationStatus: 2,
      hotel: 'The Grand Bliss Nuevo Vallarta',
      ...reservation(now, 45, 4),
      numberOfAdults: 2,
      numberOfChildren: 2,
      guest: 'Ana García',
      leadLastName: 'García',
      roomType: 'Two Bedroom Master',
    },
    {
      reservationNumber: '40827058',
      reservationStatus: 8,
      hotel: 'Sea Garden Puerto Vallarta',
      ...reservation(now, 100, 6),
      numberOfAdults: 2,
      numberOfChildren: 0,
      guest: 'Maria Lopez',
      leadLastName: 'Lopez',
      roomType: 'One Bedroom Suite',
    },
    {
      reservationNumber: '40829941',
      reservationStatus: 2,
      hotel: 'Mayan Palace Puerto Peñasco',
      ...reservation(now, 27, 4),
      numberOfAdults: 2,
      numberOfChildren: 3,
      guest: 'Lucía Hernández',
      leadLastName: 'Hernández',
      roomType: 'Two Bedroom Master',
    },
  ];
}
