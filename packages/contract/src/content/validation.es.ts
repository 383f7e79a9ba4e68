import {
  CONTENT_HTML_MAX_LENGTH,
  FAQ_TITLE_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  UNIT_MAX_GUESTS,
} from './bounds.ts';
import type { ContentValidationKey } from './validation.en.ts';

export const contentValidationEs: Record<ContentValidationKey, string> = {
  content_title_max: `Usa como máximo ${FAQ_TITLE_MAX_LENGTH} caracteres.`,
  content_html_max: `Usa como máximo ${CONTENT_HTML_MAX_LENGTH.toLocaleString('es-MX')} caracteres.`,
  content_html_empty: 'No quedaría nada de este texto después de limpiarlo: escríbelo como texto.',
  content_link_invalid: 'Escribe una dirección web que empiece con https://.',
  content_buy_link: 'Escribe una dirección web que empiece con https://, o # si no hay ninguna.',
  content_image_invalid: 'Elige una ilustración o sube una imagen.',
  content_image_type: 'Sube una imagen PNG, JPEG o WebP.',
  content_image_too_large: `Sube una imagen de ${IMAGE_MAX_BYTES / 1_048_576} MB como máximo.`,
  content_destination_invalid: 'Elige un destino de la lista.',
  content_guests_range: `Elige entre 1 y ${UNIT_MAX_GUESTS} huéspedes.`,
  content_hotel_unknown: 'Elige un hotel de la lista.',
};
