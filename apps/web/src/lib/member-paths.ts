import { createContext, useContext } from 'react';

/**
 * The member screens that exist, provided by the member layout from its route table: a link to
 * a screen that lands later (payments, reservations) shows once its route is there.
 */
export const MemberPathsContext = createContext<ReadonlySet<string>>(new Set());

export function useIsMemberPath(path: string): boolean {
  return useContext(MemberPathsContext).has(path);
}
