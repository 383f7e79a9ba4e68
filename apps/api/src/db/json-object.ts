import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column kinds whose JSON value is what Drizzle would hand over for the column itself. */
const AS_IS = new Set([
  'PgBigSerial53',
  'PgBigInt53',
  'PgInteger',
  'PgSmallInt',
  'PgText',
  'PgVarchar',
  'PgBoolean',
  'PgDateString',
  'PgUUID',
  // A jsonb column's JSON is its value: Drizzle parses it to the same thing.
  'PgJsonb',
]);

/** Timestamps (`mode: 'date'`) ride as epoch milliseconds and become Dates in `readJsonRows`. */
const TIMESTAMP = 'PgTimestamp';

/** The row `jsonObject(columns)` gives: each column's value, null where the column allows it. */
export type JsonRow<T extends Record<string, AnyPgColumn>> = {
  [K in keyof T]: T[K]['_']['notNull'] extends true ? T[K]['_']['data'] : T[K]['_']['data'] | null;
};

/** Expressions a row carries beside its columns, each typed with the JSON value it gives. */
export type JsonExtras = Record<string, SQL<unknown>>;

/** The values of `extras` in a row: each expression's declared type. */
export type JsonExtraValues<E extends JsonExtras> = {
  [K in keyof E]: E[K] extends SQL<infer V> ? V : never;
};

const NO_EXTRAS = {};

/**
 * `json_build_object` of `columns` under their TypeScript names, so rows of another table can
 * ride in one statement as a `json_agg(…)` (issue 23: one statement per read) and come out in
 * the shape Drizzle gives them: numeric as its exact text (never a float), dates as
 * `YYYY-MM-DD`, jsonb as its value; timestamps as epoch milliseconds, which `readJsonRows` turns
 * into the Dates Drizzle would give (a row with timestamps must be read with it). Columns of other
 * kinds are refused when the query is built: their JSON form is not the value Drizzle maps them
 * to. `extras` are carried beside the columns as their own JSON values (a count, a nested array):
 * their declared types must be what their JSON gives. Use it in a query that joins tables:
 * Drizzle writes the columns of a single-table query unqualified, and a correlated subquery's
 * unqualified `"id"` is then its own table's, not the outer row's.
 */
export function jsonObject<
  T extends Record<string, AnyPgColumn>,
  E extends JsonExtras = Record<never, never>,
>(columns: T, extras?: E): SQL<JsonRow<T> & JsonExtraValues<E>> {
  const key = (name: string) => {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`jsonObject: key ${name}`);
    return sql.raw(`'${name}'`);
  };
  const parts = Object.entries(columns).map(([name, column]) => {
    const k = key(name);
    if (column.columnType === 'PgNumeric') return sql`${k}, ${column}::text`;
    // Truncated to the millisecond, as Drizzle's Date of the column's text is.
    if (column.columnType === TIMESTAMP) {
      return sql`${k}, floor(extract(epoch from ${column}) * 1000)::bigint`;
    }
    if (!AS_IS.has(column.columnType)) {
      throw new Error(`jsonObject: ${name} is a ${column.columnType}, not carried as JSON`);
    }
    return sql`${k}, ${column}`;
  });
  for (const [name, expression] of Object.entries(extras ?? NO_EXTRAS)) {
    parts.push(sql`${key(name)}, ${expression}`);
  }
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

/**
 * A JSON value read from the database as the value itself: PGlite may hand a JSON column or
 * expression (a `json_agg`, a `jsonObject`) over as its text, node-postgres parses it.
 */
export function parseJsonColumn<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * The rows of a `json_agg(jsonObject(columns))`, as Drizzle would give them: parsed where the
 * driver hands over text, and each timestamp column's epoch milliseconds made a Date. `extras`,
 * the same object the rows were built with, only types them (their values are carried as is).
 */
export function readJsonRows<
  T extends Record<string, AnyPgColumn>,
  E extends JsonExtras = Record<never, never>,
>(columns: T, value: unknown, _extras?: E): (JsonRow<T> & JsonExtraValues<E>)[] {
  const rows = parseJsonColumn(value) as Record<string, unknown>[];
  const timestamps = Object.keys(columns).filter((key) => columns[key]?.columnType === TIMESTAMP);
  if (timestamps.length > 0) {
    for (const row of rows) {
      for (const key of timestamps) {
        const at = row[key];
        if (typeof at === 'number') row[key] = new Date(at);
      }
    }
  }
  // The statement built each row from `columns` and `extras` (the same objects given here), and
  // the loop above gave each timestamp its Date.
  return rows as (JsonRow<T> & JsonExtraValues<E>)[];
}
