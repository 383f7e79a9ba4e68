import { encodeAltchaPayload } from '@mp/contract/access/captcha';
import type { CaptchaChallenge } from '@mp/contract/access/schemas';

type Altcha = typeof import('altcha-lib');
type Challenge = Parameters<Altcha['solveChallenge']>[0]['challenge'];

/**
 * Workers searching the counters side by side: the device's cores but one, which the page keeps
 * (on a two-core phone two workers starved its main thread while the sign-in page started), at
 * least one and at most four.
 */
export const altchaWorkerCount = (cores: number | undefined) =>
  Math.min(4, Math.max(1, (cores || 2) - 1));

const startWorker = () =>
  new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });

/**
 * Solves an ALTCHA proof-of-work challenge in Web Workers: its tens of thousands of digests never
 * run on the page's main thread, so the sign-in form answers the member's keys and taps while
 * it runs (issue 23: on the main thread it was most of /login's blocking time). A browser that
 * cannot start the worker solves it on the main thread, as before.
 */
export async function solveAltcha(
  challenge: CaptchaChallenge['challenge'],
  signal: AbortSignal,
): Promise<string | null> {
  const altcha = await import('altcha-lib');
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const options = { challenge: challenge as Challenge, controller };
  let solution: Awaited<ReturnType<Altcha['solveChallenge']>>;
  try {
    solution = await altcha.solveChallengeWorkers({
      ...options,
      concurrency: altchaWorkerCount(navigator.hardwareConcurrency),
      createWorker: startWorker,
    });
  } catch {
    // No module worker here (an older browser, a blocked worker script): the member still signs in.
    if (signal.aborted) return null;
    solution = await solveOnMainThread(altcha, options);
  }
  return solution ? encodeAltchaPayload({ challenge, solution }) : null;
}

async function solveOnMainThread(
  altcha: Altcha,
  options: { challenge: Challenge; controller: AbortController },
) {
  const { deriveKey } = await import('./altcha-derive-key');
  return altcha.solveChallenge({ ...options, deriveKey });
}
