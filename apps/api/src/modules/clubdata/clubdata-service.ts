import {
  CLUB_ID_COLUMN,
  type ClubEntity,
  IMPORT_BATCH_ROWS,
} from '@mp/contract/clubdata/constants';
import { type ClubRows, ROW_SCHEMAS, type UpsertResult } from '@mp/contract/clubdata/schemas';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { planRows, writeRows } from './clubdata-rows.ts';

/**
 * One row in, by the club's id: the integration API's upsert, and the path the demo seed loads
 * its club through. The same rules as a CSV line (clubdata-rows.ts); idempotent: the same body
 * twice answers `unchanged` and writes nothing.
 */
export async function upsertClubRow<E extends ClubEntity>(
  db: Database,
  entity: E,
  row: ClubRows[E],
): Promise<UpsertResult> {
  return db.transaction(async (tx) => {
    const [plan] = await planRows(tx, entity, [{ line: 1, row }]);
    if (!plan) throw new Error('a row without a plan');
    if (plan.error) {
      throw new AppError(400, 'validation_failed', {
        fields: { [plan.error.field]: [plan.error.key] },
      });
    }
    await writeRows(tx, entity, [plan]);
    return {
      outcome: plan.outcome,
      id: String((row as Record<string, unknown>)[CLUB_ID_COLUMN[entity]]),
      changed: plan.changed,
      waiting_for: plan.waitingFor,
    };
  });
}

export function createClubdataService(ctx: AppContext) {
  return {
    upsert: <E extends ClubEntity>(entity: E, row: ClubRows[E]) =>
      upsertClubRow(ctx.db, entity, row),
  };
}

/**
 * Loads rows through the import's rules (the demo seed: "the demo club is one more import"): each
 * row checked by the contract's schema, compared and written by its club id in batches. Every
 * row must be valid and complete (nothing waiting): a seed that is not is a programming error.
 */
export async function loadClubRows<E extends ClubEntity>(
  db: Database,
  entity: E,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const schema = ROW_SCHEMAS[entity];
  const checked = rows.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      throw new Error(
        `${entity} row ${index + 1}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(', ')}`,
      );
    }
    return { line: index + 1, row: parsed.data as ClubRows[E] };
  });
  for (let start = 0; start < checked.length; start += IMPORT_BATCH_ROWS) {
    const batch = checked.slice(start, start + IMPORT_BATCH_ROWS);
    const plans = await planRows(db, entity, batch);
    const stuck = plans.find((plan) => plan.error || plan.outcome === 'waiting');
    if (stuck)
      throw new Error(
        `${entity} ${stuck.id}: ${stuck.error?.key ?? `waiting for ${stuck.waitingFor}`}`,
      );
    await writeRows(db, entity, plans);
  }
}
