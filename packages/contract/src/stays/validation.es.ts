import type { StaysValidationKey } from './validation.en.ts';

export const staysValidationEs: Record<StaysValidationKey, string> = {
  departure_before_arrival: 'La salida no puede ser antes de la llegada.',
  guests_range: 'Elige entre 1 y 12 huéspedes.',
  travelers_max: 'Puedes agregar hasta 8 acompañantes.',
  promo_code_invalid: 'Un código promocional tiene hasta 32 letras, dígitos y guiones.',
};
