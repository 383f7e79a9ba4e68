import { randomBytes } from 'node:crypto';
import {
  INTEGRATION_KEY_HINT_LENGTH,
  INTEGRATION_KEY_PREFIX,
  INTEGRATION_KEYS_MAX,
  type IntegrationScope,
} from '@mp/contract/clubdata/constants';
import type { IntegrationKey } from '@mp/contract/clubdata/schemas';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { integrationKeys } from '../../db/schema/clubdata.ts';
import { staffAccounts } from '../../db/schema/staff.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { Caller, IntegrationKeyLookup } from '../../platform/http/caller.ts';
import { sha256 } from '../../platform/tokens.ts';

export interface Acting {
  staffId: number;
  caller: Caller;
  requestId: string;
}

/** A new key: the prefix and 32 random bytes; only its SHA-256 is stored. */
function newKey() {
  const secret = `${INTEGRATION_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, keyHash: sha256(secret), hint: secret.slice(0, INTEGRATION_KEY_HINT_LENGTH) };
}

const keyColumns = {
  id: integrationKeys.id,
  name: integrationKeys.name,
  hint: integrationKeys.hint,
  scopes: integrationKeys.scopes,
  createdAt: integrationKeys.createdAt,
  createdBy: staffAccounts.name,
  rotatedAt: integrationKeys.rotatedAt,
  lastUsedAt: integrationKeys.lastUsedAt,
  revokedAt: integrationKeys.revokedAt,
};
type KeyRow = {
  id: number;
  name: string;
  hint: string;
  scopes: string[];
  createdAt: Date;
  createdBy: string | null;
  rotatedAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};
const iso = (d: Date | null) => (d ? d.toISOString() : null);
function keyOut(row: KeyRow): IntegrationKey {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes as IntegrationScope[],
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    rotated_at: iso(row.rotatedAt),
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
  };
}

async function findKey(db: Database, id: number) {
  const [row] = await db
    .select(keyColumns)
    .from(integrationKeys)
    .leftJoin(staffAccounts, eq(staffAccounts.id, integrationKeys.createdByStaffId))
    .where(eq(integrationKeys.id, id))
    .limit(1);
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

/**
 * The caller lookup of an API key (platform/http/caller.ts): the live key of that hash, its last
 * use set to now in the same statement. The write is skipped when the last use is under a
 * minute old, so a busy sync does not rewrite the row on every call.
 */
export async function touchIntegrationKey(
  db: Database,
  keyHash: string,
  now: Date,
): Promise<IntegrationKeyLookup | undefined> {
  const [row] = await db
    .select({
      id: integrationKeys.id,
      name: integrationKeys.name,
      scopes: integrationKeys.scopes,
      lastUsedAt: integrationKeys.lastUsedAt,
    })
    .from(integrationKeys)
    .where(and(eq(integrationKeys.keyHash, keyHash), isNull(integrationKeys.revokedAt)))
    .limit(1);
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= 60_000) {
    await db.update(integrationKeys).set({ lastUsedAt: now }).where(eq(integrationKeys.id, row.id));
  }
  return { id: row.id, name: row.name, scopes: row.scopes };
}

export function createIntegrationKeysService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async list(): Promise<IntegrationKey[]> {
      const rows = await db
        .select(keyColumns)
        .from(integrationKeys)
        .leftJoin(staffAccounts, eq(staffAccounts.id, integrationKeys.createdByStaffId))
        .orderBy(asc(integrationKeys.revokedAt), asc(integrationKeys.id));
      return rows.map(keyOut);
    },

    async create(input: { name: string; scopes: IntegrationScope[] }, acting: Acting) {
      const [existing] = await db.select({ value: count() }).from(integrationKeys);
      if ((existing?.value ?? 0) >= INTEGRATION_KEYS_MAX) {
        throw new AppError(409, 'integration_keys_full');
      }
      const { secret, keyHash, hint } = newKey();
      const [row] = await db
        .insert(integrationKeys)
        .values({
          name: input.name,
          keyHash,
          hint,
          scopes: input.scopes,
          createdByStaffId: acting.staffId,
        })
        .returning({ id: integrationKeys.id });
      if (!row) throw new Error('key insert returned nothing');
      await audit(db, 'integration_key_created', {
        caller: acting.caller,
        requestId: acting.requestId,
        detail: { key_id: row.id, name: input.name, scopes: input.scopes },
      });
      return { key: keyOut(await findKey(db, row.id)), secret };
    },

    async rotate(id: number, acting: Acting) {
      const current = await findKey(db, id);
      if (current.revokedAt) throw new AppError(409, 'integration_key_revoked_already');
      const { secret, keyHash, hint } = newKey();
      await db
        .update(integrationKeys)
        .set({ keyHash, hint, rotatedAt: new Date() })
        .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)));
      await audit(db, 'integration_key_rotated', {
        caller: acting.caller,
        requestId: acting.requestId,
        detail: { key_id: id, name: current.name },
      });
      return { key: keyOut(await findKey(db, id)), secret };
    },

    async revoke(id: number, acting: Acting) {
      const current = await findKey(db, id);
      if (current.revokedAt) throw new AppError(409, 'integration_key_revoked_already');
      await db
        .update(integrationKeys)
        .set({ revokedAt: new Date() })
        .where(eq(integrationKeys.id, id));
      await audit(db, 'integration_key_revoked', {
        caller: acting.caller,
        requestId: acting.requestId,
        detail: { key_id: id, name: current.name },
      });
      return keyOut(await findKey(db, id));
    },
  };
}
