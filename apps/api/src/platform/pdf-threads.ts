import { Piscina } from 'piscina';
import type { PdfTask } from '../pdf-worker.ts';

export interface PdfRenderer {
  render(task: PdfTask): Promise<Buffer>;
  /** Waits for the documents being rendered, then ends the threads. */
  close(): Promise<void>;
}

/** A thread idle this long ends; the next document starts one again (about 100 ms). */
const IDLE_MS = 60_000;

/**
 * The portal's PDFs (receipts, invoice downloads, credit notes) rendered off the event loop, in
 * worker threads (issue 23): an invoice is 20-60 ms of CPU, and a request arriving meanwhile
 * waited for it (a saved-card payment's p99 at 10 connections went past 200 ms whenever a
 * receipt was being drawn). `threads` 0 renders in the process (PDF_THREADS=0).
 *
 * The worker is the build's own entry (dist/pdf-worker.js beside dist/server.js); run from the
 * TypeScript source (tests, `npm run dev`), it is src/pdf-worker.ts loaded through tsx.
 */
export function createPdfRenderer(threads: number): PdfRenderer {
  if (threads === 0) {
    let render: ((task: PdfTask) => Promise<Uint8Array>) | undefined;
    return {
      async render(task) {
        render ??= (await import('../pdf-worker.ts')).default;
        return Buffer.from(await render(task));
      },
      close: async () => {},
    };
  }
  const fromSource = import.meta.url.endsWith('.ts');
  const pool = new Piscina<PdfTask, Uint8Array>({
    filename: new URL(fromSource ? '../pdf-worker.ts' : './pdf-worker.js', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  });
  // Piscina's close ends a thread still starting with its task: the documents asked for are
  // awaited here first.
  const underWay = new Set<Promise<Uint8Array>>();
  return {
    async render(task) {
      const running = pool.run(task);
      underWay.add(running);
      try {
        const bytes = await running;
        // The clone arrives as a plain Uint8Array: the same memory, seen as a Buffer.
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } finally {
        underWay.delete(running);
      }
    },
    async close() {
      await Promise.allSettled(underWay);
      await pool.close();
    },
  };
}
