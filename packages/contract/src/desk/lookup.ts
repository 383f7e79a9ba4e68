/**
 * The member lookup's one fold rule (issue 21): lower case, then these accented letters to their
 * plain forms, exactly as the database computes users.first_name_folded / last_name_folded
 * (apps/api/src/db/schema/access.ts, migration 0009). The query is folded the same way, so an
 * indexed prefix match finds "García" from "garcia" or "GARCÍA".
 */
export const LOOKUP_FOLD_FROM = 'áàâäãåéèêëíìîïóòôöõúùûüñçý';
export const LOOKUP_FOLD_TO = 'aaaaaaeeeeiiiiooooouuuuncy';

const FOLD_MAP: ReadonlyMap<string, string> = new Map(
  [...LOOKUP_FOLD_FROM].map((from, index) => [from, LOOKUP_FOLD_TO[index] ?? from]),
);

/** translate(lower(value), FROM, TO), in TypeScript. */
export function foldForLookup(value: string): string {
  return [...value.toLowerCase()].map((c) => FOLD_MAP.get(c) ?? c).join('');
}

/**
 * How a lookup query is read: a member id (digits), an e-mail prefix (has @), or names, which
 * also match the start of an e-mail address ("lucia.garcia" finds lucia.garcia@...).
 */
export type LookupQuery =
  | { kind: 'id'; id: number }
  | { kind: 'email'; prefix: string }
  | { kind: 'name'; words: string[]; emailPrefix: string };

/** Digits beyond this are no id we hold (bigint, and a member id has at most 12 digits). */
const MAX_ID_DIGITS = 15;

export function readLookupQuery(query: string): LookupQuery {
  const text = query.trim().replace(/\s+/g, ' ');
  if (/^\d+$/.test(text) && text.length <= MAX_ID_DIGITS) return { kind: 'id', id: Number(text) };
  if (text.includes('@')) return { kind: 'email', prefix: text.toLowerCase() };
  return {
    kind: 'name',
    words: foldForLookup(text).split(' ').filter(Boolean),
    emailPrefix: text.toLowerCase(),
  };
}

/** A LIKE pattern's own characters, escaped (the prefix is text, never a pattern). */
export function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
