import { IMPORT_MAX_BYTES, INTEGRATION_KEYS_MAX } from './constants.ts';
import type { ClubdataMessageKey } from './message-keys.ts';

export const clubdataMessagesEs: Record<ClubdataMessageKey, string> = {
  import_file_missing: 'Elige un archivo CSV para subir.',
  import_file_too_large: `El archivo pesa más de ${IMPORT_MAX_BYTES / 1024 / 1024} MB: divídelo en archivos más pequeños.`,
  import_file_unreadable:
    'No se pudo leer el archivo como CSV. Revisa que esté separado por comas y en UTF-8.',
  import_not_checked:
    'Esta importación aún no se puede aplicar: espera a que termine su simulación.',
  import_has_errors: 'Este archivo tiene errores: corrige las líneas indicadas y vuelve a subirlo.',
  import_already_done: 'Esta importación ya se aplicó, se descartó o venció.',
  import_started: 'El archivo se subió: su simulación está en curso.',
  import_applied: 'La importación se está aplicando.',
  import_discarded: 'La importación se descartó y su archivo se eliminó.',
  integration_key_created: 'La clave de API se creó. Cópiala ahora: no se vuelve a mostrar.',
  integration_key_rotated:
    'La clave de API se reemplazó. Copia la nueva ahora: la anterior ya no funciona.',
  integration_key_revoked: 'La clave de API se revocó: ya no funciona.',
  integration_key_revoked_already: 'Esta clave de API ya está revocada.',
  integration_keys_full: `Ya hay ${INTEGRATION_KEYS_MAX} claves de API: revoca una que ya no uses.`,
  integration_key_invalid: 'La clave de API falta, no se reconoce o está revocada.',
  integration_scope_missing: 'Esta clave de API no puede escribir este tipo de datos.',
};
