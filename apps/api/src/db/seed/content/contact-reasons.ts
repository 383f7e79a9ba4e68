import type { contactReasons } from '../../schema/club.ts';

/** The reason names double as `message_threads.reason`, in the member's language. */
export const DEMO_CONTACT_REASONS: (typeof contactReasons.$inferInsert)[] = [
  { sortOrder: 1, nameEn: 'Reservations', nameEs: 'Reservaciones' },
  { sortOrder: 2, nameEn: 'Payments and billing', nameEs: 'Pagos y facturación' },
  { sortOrder: 3, nameEn: 'My contract', nameEs: 'Mi contrato' },
  { sortOrder: 4, nameEn: 'Profile update', nameEs: 'Actualización de perfil' },
  { sortOrder: 5, nameEn: 'Exchanges', nameEs: 'Intercambios' },
  { sortOrder: 6, nameEn: 'Website help', nameEs: 'Ayuda con el sitio web' },
  { sortOrder: 7, nameEn: 'Other', nameEs: 'Otro' },
];
