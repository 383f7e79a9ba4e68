import type { StaysMessageKey } from './message-keys.ts';

export const staysMessagesEs: Record<StaysMessageKey, string> = {
  reservation_requested:
    'Tu solicitud de reservación fue enviada. Nuestro equipo te responderá en menos de 24 horas.',
  reservation_not_found:
    'No encontramos una reservación con estos datos. Revísalos e inténtalo de nuevo.',
  reservation_attached: 'La reservación se agregó a tu perfil.',
  reservation_confirmation_sent:
    'Te enviamos por correo la confirmación con un archivo de calendario.',
  reservations_empty: 'Aún no tienes reservaciones.',
  unit_type_not_at_hotel: 'Este tipo de unidad no está disponible en el destino elegido.',
  too_many_guests_for_unit: 'Este tipo de unidad no admite tantos huéspedes.',
  party_too_large_for_unit:
    'Tu grupo es mayor de lo que admite este tipo de unidad: elige una unidad más grande o menos acompañantes.',
};
