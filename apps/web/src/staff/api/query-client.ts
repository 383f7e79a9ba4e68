import { createQueryClient } from '@/api/query-client';

/** The console's own cache (its own page: nothing of the member app's is ever in it). */
export const staffQueryClient = createQueryClient();
