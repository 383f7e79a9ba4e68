import { inboxRoutes } from '@mp/contract/inbox/routes';
import { staffRoutes } from '@mp/contract/staff/routes';
import type { AuditLogQuery } from '@mp/contract/staff/schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

export type AuditFilters = Omit<AuditLogQuery, 'before'>;

export const auditKeys = {
  log: (filters: AuditFilters) => ['staff', 'audit', filters] as const,
  staff: ['staff', 'directory'] as const,
};

/** The log, 50 entries a page, newest first; the next page starts before the last id seen. */
export const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.log(filters),
    queryFn: async ({ pageParam, signal }) =>
      (
        await staffRequest(
          staffRoutes.auditLog,
          { query: { ...filters, ...(pageParam ? { before: pageParam } : {}) } },
          { signal },
        )
      ).data,
    initialPageParam: 0,
    getNextPageParam: (page) => page.next_before ?? undefined,
    staleTime: 0,
  });

/** The staff members to filter by (the desk's directory of enabled accounts). */
export const staffDirectoryQuery = queryOptions({
  queryKey: auditKeys.staff,
  queryFn: async ({ signal }) =>
    (await staffRequest(inboxRoutes.staffDirectory, {}, { signal })).data,
  staleTime: 5 * 60_000,
});
