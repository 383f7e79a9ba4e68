import type { JobsMessageKey } from './message-keys.ts';

export const jobsMessagesEs: Record<JobsMessageKey, string> = {
  job_not_failed:
    'Este trabajo ya no está fallido: alguien más ya lo reintentó. Recarga la página para ver la lista.',
  job_retried: 'El trabajo se ejecutará de nuevo en un momento.',
};
