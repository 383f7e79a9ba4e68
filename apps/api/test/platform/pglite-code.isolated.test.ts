import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

/** V8's flags, watched: which compiler PGlite's WebAssembly gets is set through them. */
const { setFlags } = vi.hoisted(() => ({ setFlags: vi.fn() }));
vi.mock('node:v8', async (importOriginal) => {
  const v8 = await importOriginal<typeof import('node:v8')>();
  setFlags.mockImplementation(v8.setFlagsFromString);
  return { ...v8, setFlagsFromString: setFlags };
});

const { openPglite } = await import('../../src/db/client.ts');

/**
 * The server's embedded database keeps one compiled copy of PostgreSQL (issue 23: about 35 MB
 * of its steady memory was V8's baseline code beside the optimised one; the bench's steady
 * memory measures it, docs/performance.md "PGlite's code compiled once").
 */
describe("PGlite's WebAssembly", () => {
  const root = mkdtempSync(join(tmpdir(), 'mp-pglite-code-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is compiled without the baseline compiler for the server folder, before PGlite starts', async () => {
    const database = await openPglite({ dataDir: join(root, 'data') });
    expect(setFlags).toHaveBeenCalledWith('--no-liftoff');
    // The database it compiled answers.
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
  });

  it('keeps V8 as it is for a short-lived database in memory (the tests)', async () => {
    setFlags.mockClear();
    const database = await openPglite({ memory: true });
    expect(setFlags).not.toHaveBeenCalled();
    await database.close();
  });
});
