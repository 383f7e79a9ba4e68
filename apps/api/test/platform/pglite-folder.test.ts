import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';

/**
 * A new embedded database folder (issue 23): PGlite's initdb runs in a child process, whose
 * memory ends with it; the server opens the folder as on a restart.
 */
describe('the embedded database folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'mp-pglite-folder-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is created on first open, migrates, and keeps its rows when opened again', async () => {
    const dataDir = join(root, 'data');
    const first = await openPglite({ dataDir });
    expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    await first.migrate();
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (42)`);
    // Opened twice at once: refused (the lock file), as before.
    await expect(openPglite({ dataDir })).rejects.toThrow(/DATA_DIR .* is in use by process/);
    await first.close();

    const again = await openPglite({ dataDir });
    const { rows } = (await again.db.execute(sql`select n from kept`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows).toEqual([{ n: 42 }]);
    await again.close();
  });

  it('says plainly when the folder cannot be created, and leaves the lock free', async () => {
    const blocked = join(root, 'blocked');
    mkdirSync(blocked);
    // A file where the database folder should be: initdb cannot create it.
    writeFileSync(join(blocked, 'pg'), 'not a folder');
    await expect(openPglite({ dataDir: blocked })).rejects.toThrow(
      /creating the embedded database in .* failed/,
    );
    expect(existsSync(join(blocked, 'portal.lock'))).toBe(false);
    // The file it found there is left as it was.
    expect(readFileSync(join(blocked, 'pg'), 'utf8')).toBe('not a folder');
  });
});
