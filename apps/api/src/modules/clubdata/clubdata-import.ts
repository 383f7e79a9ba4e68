import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CLUB_ID_COLUMN,
  type ClubEntity,
  IMPORT_BATCH_ROWS,
  IMPORT_COLUMNS,
  IMPORT_FILE_TTL_HOURS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  IMPORT_SAMPLE_ROWS,
  IMPORTS_PAGE_SIZE,
} from '@mp/contract/clubdata/constants';
import {
  type ClubRows,
  type ImportDetail,
  type ImportStatus,
  type ImportSummary,
  ROW_SCHEMAS,
} from '@mp/contract/clubdata/schemas';
import { parse } from 'csv-parse';
import { and, count, desc, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import {
  clubImports,
  type ImportCountsJson,
  type ImportErrorJson,
  type ImportSamplesJson,
} from '../../db/schema/clubdata.ts';
import { staffAccounts } from '../../db/schema/staff.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { Acting } from './clubdata-keys.ts';
import { planRows, type RowIn, type RowPlan, writeRows } from './clubdata-rows.ts';

/** Where uploads wait for their apply: this instance's temporary folder. */
const IMPORT_FOLDER = join(tmpdir(), 'member-passport-imports');
/** A running import not touched for this long was interrupted (its instance stopped). */
const STALE_MS = 10 * 60_000;

const zeroCounts = (): ImportCountsJson => ({ created: 0, changed: 0, unchanged: 0, waiting: 0 });
const noSamples = (): ImportSamplesJson => ({
  created: [],
  changed: [],
  unchanged: [],
  waiting: [],
});

type ImportRow = typeof clubImports.$inferSelect & { staffName: string | null };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(row: ImportRow): ImportSummary {
  return {
    id: row.id,
    entity: row.entity as ClubEntity,
    status: row.status as ImportStatus,
    file_name: row.fileName,
    file_bytes: row.fileBytes,
    rows_total: row.rowsTotal,
    rows_done: row.rowsDone,
    dry_run: row.dryRun,
    applied: row.applied ?? null,
    errors_total: row.errorsTotal,
    staff_name: row.staffName,
    created_at: row.createdAt.toISOString(),
    checked_at: iso(row.checkedAt),
    applied_at: iso(row.appliedAt),
    failure: row.failure,
  };
}
const detailOf = (row: ImportRow): ImportDetail => ({
  ...summaryOf(row),
  samples: row.samples,
  errors: row.errors,
});

/** The bytes of an upload, counted on the way to the disk: past the limit the upload stops. */
function byteLimit(max: number, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > max) done(new AppError(413, 'import_file_too_large'));
      else done(null, chunk);
    },
  });
}

interface Walk<E extends ClubEntity> {
  /** A batch of checked rows with ids not seen on earlier lines. */
  batch: (rows: RowIn<E>[]) => Promise<void>;
  error: (error: ImportErrorJson) => void;
}

/**
 * Reads a CSV file as a stream, line by line (csv-parse): the header must hold exactly the
 * format's columns (any order); each line is checked by the contract's row schema, and a club id
 * seen on an earlier line is an error. Checked rows go on in batches; the file is never whole in
 * memory (only the ids seen, to find repeats). Returns the number of data lines.
 */
async function walk<E extends ClubEntity>(path: string, entity: E, on: Walk<E>): Promise<number> {
  const columns: readonly string[] = IMPORT_COLUMNS[entity];
  const idColumn = CLUB_ID_COLUMN[entity];
  const schema = ROW_SCHEMAS[entity];
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: 64 * 1024,
    }),
  );
  let header: string[] | null = null;
  let rows = 0;
  let batch: RowIn<E>[] = [];
  const seen = new Set<string>();
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    const line = info.lines;
    if (header === null) {
      header = record.map((cell) => cell.trim().toLowerCase());
      const unknown = header.filter((name) => !columns.includes(name));
      const missing = columns.filter((name) => !header?.includes(name));
      for (const name of unknown) on.error({ line, field: name, key: 'club_column_unknown' });
      for (const name of missing) on.error({ line, field: name, key: 'club_column_missing' });
      if (unknown.length > 0 || missing.length > 0) return 0;
      continue;
    }
    rows += 1;
    if (rows > IMPORT_MAX_ROWS) throw new AppError(413, 'import_file_too_large');
    if (record.length !== header.length) {
      on.error({ line, field: null, key: 'club_row_width' });
      continue;
    }
    const cells = Object.fromEntries(header.map((name, i) => [name, record[i]]));
    const parsed = schema.safeParse(cells);
    if (!parsed.success) {
      const fields = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (fields.has(field)) continue;
        fields.add(field);
        on.error({ line, field: field || null, key: issue.message });
      }
      continue;
    }
    const id = String((parsed.data as Record<string, unknown>)[idColumn]);
    if (seen.has(id)) {
      on.error({ line, field: idColumn, key: 'club_duplicate_id' });
      continue;
    }
    seen.add(id);
    batch.push({ line, row: parsed.data as ClubRows[E] });
    if (batch.length >= IMPORT_BATCH_ROWS) {
      await on.batch(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await on.batch(batch);
  return rows;
}

export function createImportService(ctx: AppContext, log: Pick<FastifyBaseLogger, 'error'>) {
  const { db } = ctx;

  async function load(id: number): Promise<ImportRow> {
    const [row] = await db
      .select({ row: clubImports, staffName: staffAccounts.name })
      .from(clubImports)
      .leftJoin(staffAccounts, eq(staffAccounts.id, clubImports.staffId))
      .where(eq(clubImports.id, id))
      .limit(1);
    if (!row) throw new AppError(404, 'not_found');
    return { ...row.row, staffName: row.staffName };
  }

  const touch = (id: number, values: Partial<typeof clubImports.$inferInsert>) =>
    db
      .update(clubImports)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(clubImports.id, id));

  async function removeFile(path: string | null) {
    if (path) await rm(path, { force: true });
  }

  /** The dry run: every line checked and compared; nothing written but the import's record. */
  async function check(id: number, entity: ClubEntity, path: string) {
    const counts = zeroCounts();
    const samples = noSamples();
    const errors: ImportErrorJson[] = [];
    let errorsTotal = 0;
    let done = 0;
    const error = (e: ImportErrorJson) => {
      errorsTotal += 1;
      if (errors.length < IMPORT_MAX_ERRORS) errors.push(e);
    };
    try {
      const rowsTotal = await walk(path, entity, {
        error,
        batch: async (batch) => {
          const plans = await planRows(db, entity, batch as never);
          tally(plans, counts, samples, error);
          done += batch.length;
          await touch(id, { rowsDone: done });
        },
      });
      await touch(id, {
        status: 'checked',
        rowsTotal,
        rowsDone: rowsTotal,
        dryRun: counts,
        samples,
        errors,
        errorsTotal,
        checkedAt: new Date(),
      });
    } catch (failure) {
      await fail(id, path, failure);
    }
  }

  /** Applying: the same walk, each batch compared again and its changes written together. */
  async function apply(id: number, entity: ClubEntity, path: string, acting: Acting) {
    const counts = zeroCounts();
    let done = 0;
    try {
      await walk(path, entity, {
        error: () => {
          throw new AppError(409, 'import_has_errors');
        },
        batch: async (batch) => {
          await db.transaction(async (tx) => {
            const plans = await planRows(tx, entity, batch as never);
            tally(plans, counts, noSamples(), () => {
              throw new AppError(409, 'import_has_errors');
            });
            await writeRows(tx, entity, plans);
          });
          done += batch.length;
          await touch(id, { rowsDone: done, applied: counts });
        },
      });
      await touch(id, {
        status: 'applied',
        applied: counts,
        appliedAt: new Date(),
        filePath: null,
      });
      await removeFile(path);
      await audit(db, 'club_import_applied', {
        caller: acting.caller,
        requestId: acting.requestId,
        detail: { import_id: id, entity, ...counts },
      });
    } catch (failure) {
      await fail(id, path, failure);
    }
  }

  async function fail(id: number, path: string, failure: unknown) {
    const key =
      failure instanceof AppError
        ? failure.key
        : (failure as { code?: string })?.code?.startsWith('CSV_')
          ? 'import_file_unreadable'
          : 'error_generic';
    // Never the row's contents (a database error may quote a value): the import and the kind.
    if (key === 'error_generic') {
      const { name, code } = (failure ?? {}) as { name?: string; code?: string };
      log.error({ import_id: id, name, code }, 'club import failed');
    }
    await touch(id, { status: 'failed', failure: key, filePath: null });
    await removeFile(path);
  }

  /** Running imports whose instance stopped fail; checked files older than the TTL expire. */
  async function sweep() {
    const now = Date.now();
    const due = await db
      .select({ id: clubImports.id, status: clubImports.status, path: clubImports.filePath })
      .from(clubImports)
      .where(
        and(
          isNotNull(clubImports.filePath),
          or(
            and(
              inArray(clubImports.status, ['checking', 'applying']),
              lt(clubImports.updatedAt, new Date(now - STALE_MS)),
            ),
            and(
              eq(clubImports.status, 'checked'),
              lt(clubImports.createdAt, new Date(now - IMPORT_FILE_TTL_HOURS * 3_600_000)),
            ),
          ),
        ),
      );
    for (const row of due) {
      await touch(
        row.id,
        row.status === 'checked'
          ? { status: 'expired', filePath: null }
          : { status: 'failed', failure: 'error_generic', filePath: null },
      );
      await removeFile(row.path);
    }
  }

  return {
    async upload(
      entity: ClubEntity,
      fileName: string | undefined,
      body: NodeJS.ReadableStream,
      acting: Acting,
    ): Promise<ImportDetail> {
      await sweep();
      await mkdir(IMPORT_FOLDER, { recursive: true, mode: 0o700 });
      const path = join(IMPORT_FOLDER, `${randomBytes(16).toString('hex')}.csv`);
      const counted = { bytes: 0 };
      try {
        await pipeline(
          body,
          byteLimit(IMPORT_MAX_BYTES, counted),
          createWriteStream(path, { mode: 0o600 }),
        );
      } catch (error) {
        await removeFile(path);
        throw error instanceof AppError ? error : new AppError(400, 'import_file_unreadable');
      }
      if (counted.bytes === 0) {
        await removeFile(path);
        throw new AppError(400, 'import_file_missing');
      }
      const [row] = await db
        .insert(clubImports)
        .values({
          entity,
          status: 'checking',
          fileName: fileName ?? null,
          fileBytes: counted.bytes,
          filePath: path,
          staffId: acting.staffId,
        })
        .returning({ id: clubImports.id });
      if (!row) throw new Error('import insert returned nothing');
      await audit(db, 'club_import_uploaded', {
        caller: acting.caller,
        requestId: acting.requestId,
        detail: { import_id: row.id, entity, bytes: counted.bytes },
      });
      ctx.background.run('club import dry run', () => check(row.id, entity, path));
      return detailOf(await load(row.id));
    },

    async list(page: number) {
      await sweep();
      const rows = await db
        .select({ row: clubImports, staffName: staffAccounts.name })
        .from(clubImports)
        .leftJoin(staffAccounts, eq(staffAccounts.id, clubImports.staffId))
        .orderBy(desc(clubImports.createdAt), desc(clubImports.id))
        .limit(IMPORTS_PAGE_SIZE)
        .offset((page - 1) * IMPORTS_PAGE_SIZE);
      const [total] = await db.select({ value: count() }).from(clubImports);
      return {
        items: rows.map((r) => summaryOf({ ...r.row, staffName: r.staffName })),
        page,
        page_size: IMPORTS_PAGE_SIZE,
        total: total?.value ?? 0,
      };
    },

    async detail(id: number) {
      return detailOf(await load(id));
    },

    async apply(id: number, acting: Acting) {
      const row = await load(id);
      if (row.status === 'checking') throw new AppError(409, 'import_not_checked');
      if (row.status !== 'checked' || !row.filePath) throw new AppError(409, 'import_already_done');
      if (row.errorsTotal > 0) throw new AppError(409, 'import_has_errors');
      // One apply at a time per import: only the request that moves it to applying runs it.
      const moved = await db
        .update(clubImports)
        .set({ status: 'applying', rowsDone: 0, applied: zeroCounts(), updatedAt: new Date() })
        .where(and(eq(clubImports.id, id), eq(clubImports.status, 'checked')))
        .returning({ id: clubImports.id });
      if (moved.length === 0) throw new AppError(409, 'import_already_done');
      const path = row.filePath;
      ctx.background.run('club import apply', () =>
        apply(id, row.entity as ClubEntity, path, acting),
      );
      return detailOf(await load(id));
    },

    async discard(id: number, acting: Acting) {
      const row = await load(id);
      if (row.status !== 'checked' && row.status !== 'failed') {
        throw new AppError(409, 'import_already_done');
      }
      await touch(id, { status: 'discarded', filePath: null });
      await removeFile(row.filePath);
      await audit(db, 'club_import_discarded', {
        caller: acting.caller,
        requestId: acting.requestId,
        detail: { import_id: id, entity: row.entity },
      });
    },
  };
}

/** Counts a batch's plans by outcome, keeps the first rows of each, and passes on its errors. */
function tally(
  plans: RowPlan[],
  counts: ImportCountsJson,
  samples: ImportSamplesJson,
  error: (e: ImportErrorJson) => void,
) {
  for (const plan of plans) {
    if (plan.error) {
      error({ line: plan.line, field: plan.error.field, key: plan.error.key });
      continue;
    }
    counts[plan.outcome] += 1;
    const list = samples[plan.outcome];
    if (list.length < IMPORT_SAMPLE_ROWS) {
      list.push({ line: plan.line, id: plan.id, changed: plan.changed });
    }
  }
}
