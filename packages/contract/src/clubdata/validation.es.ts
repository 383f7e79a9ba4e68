import { CLUB_MEMBER_ID_MAX } from './constants.ts';
import type { ClubdataValidationKey } from './validation.en.ts';

export const clubdataValidationEs: Record<ClubdataValidationKey, string> = {
  club_id_invalid: 'Usa solo letras, dígitos y - _ . /, dentro del ancho de la columna.',
  club_member_id_invalid: `Un número de socio es un número entero del 1 al ${CLUB_MEMBER_ID_MAX.toLocaleString('es-MX')}.`,
  club_text_too_long: 'Este valor es más largo de lo que permite la columna.',
  club_amount_invalid: 'Escribe un monto como 1250 o 1250.50 (sin signo de moneda ni comas).',
  club_whole_number_invalid: 'Escribe un número entero dentro del rango permitido.',
  club_flag_invalid: 'Escribe true o false (o yes/no, 1/0).',
  club_date_invalid: 'Escribe la fecha como AAAA-MM-DD.',
  club_choice_invalid: 'Este valor no es uno de los permitidos.',
  club_weeks_over_total: 'Las semanas usadas no pueden ser más que las semanas totales.',
  club_departure_before_arrival: 'La salida no puede ser antes de la llegada.',
  club_fee_type_required: 'Los otros cargos necesitan su tipo de cargo.',
  club_hotel_unknown: 'Ningún hotel del portal tiene este nombre.',
  club_duplicate_id: 'Este identificador ya está en una línea anterior del archivo.',
  club_column_unknown: 'Esta columna no es del formato del archivo.',
  club_column_missing: 'Falta esta columna en la línea de encabezado.',
  club_row_width: 'Esta línea tiene un número de celdas distinto al del encabezado.',
};
