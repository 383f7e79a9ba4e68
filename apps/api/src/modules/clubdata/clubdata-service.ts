import { CLUB_ID_COLUMN, type ClubEntity } from '@mp/contract/clubdata/constants';
import type { ClubRows, UpsertResult } from '@mp/contract/clubdata/schemas';
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
