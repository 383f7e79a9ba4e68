/** The item at `index`, or a loud failure: a seed that points past its data is a bug. */
export function mustAt<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`seed: no item at index ${index}`);
  return value;
}

/**
 * Ids of rows inserted by one statement, in the order of its VALUES list: they come from one
 * sequence, assigned row by row, so sorting them restores that order.
 */
export function idsInOrder(rows: { id: number }[]): number[] {
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
