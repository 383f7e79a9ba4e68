import type { HttpMessageKey } from './message-keys.ts';

export const httpMessagesEs: Record<HttpMessageKey, string> = {
  error_generic: 'Ocurrió un error. Por favor, inténtalo de nuevo.',
  unauthenticated: 'Tu sesión terminó. Por favor, sigue de nuevo los pasos para iniciar sesión.',
  unauthorized:
    'No tienes privilegios para esta acción. Por favor, comunícate con el administrador de la organización.',
  not_found: 'No encontrada. Por favor, comunícate con nuestro equipo (código 604).',
  validation_failed: 'Algunos campos requieren tu atención.',
  too_many_attempts: 'Demasiados intentos. Por favor, inténtalo de nuevo en {{seconds}} segundos.',
  service_unavailable:
    'El servicio no está disponible en este momento. Inténtalo de nuevo en un momento.',
};
