import type { Language } from '../constants.ts';

/**
 * The desk's ready-made reasons to decline a reservation request, in both languages: the member
 * reads the one of their language (in the message centre and the e-mail).
 */
export const DECLINE_TEMPLATES = {
  no_availability: {
    en: 'There is no availability for the unit type and dates you asked for.',
    es: 'No hay disponibilidad para el tipo de unidad y las fechas que solicitaste.',
  },
  dates_blocked: {
    en: 'The resort is closed to member reservations on those dates.',
    es: 'El resort no recibe reservaciones de socios en esas fechas.',
  },
  contract_not_current: {
    en: 'Your membership has a pending balance; once it is up to date we will gladly book your stay.',
    es: 'Tu membresía tiene un saldo pendiente; en cuanto esté al corriente, con gusto reservamos tu estancia.',
  },
  weeks_used: {
    en: 'Your contract has no weeks available for this year.',
    es: 'Tu contrato no tiene semanas disponibles para este año.',
  },
  occupancy: {
    en: 'The party is larger than the unit type allows.',
    es: 'El número de huéspedes es mayor al que permite el tipo de unidad.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type DeclineTemplate = keyof typeof DECLINE_TEMPLATES;
export const DECLINE_TEMPLATE_IDS = Object.keys(DECLINE_TEMPLATES) as [
  DeclineTemplate,
  ...DeclineTemplate[],
];

/** The reason the member reads: the template in their language, else the written text. */
export function declineReasonText(
  decline: { template?: DeclineTemplate; reason?: string },
  lang: Language,
): string {
  const parts = [
    decline.template ? DECLINE_TEMPLATES[decline.template][lang] : undefined,
    decline.reason?.trim() || undefined,
  ].filter(Boolean);
  return parts.join(' ');
}
