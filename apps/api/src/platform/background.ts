/**
 * Work that must not delay or shape a response: what only real accounts need on the forgot
 * and resend calls runs here, after the answer, so both paths take the same time (no account
 * enumeration by timing, SECURITY.md). A task lost to a crash costs the member one more
 * request; anything that must survive a crash goes through the mail outbox instead.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (shutdown, tests). */
  idle(): Promise<void>;
}

export function createBackgroundTasks(
  onError: (name: string, error: unknown) => void,
  options: { hold?: boolean } = {},
): BackgroundTasks & { release(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  const held: (() => void)[] = [];
  const start = (name: string, task: () => Promise<void>, delay: Promise<void>) => {
    const running = delay
      .then(task)
      .catch((error) => onError(name, error))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    run(name, task) {
      if (options.hold) held.push(() => start(name, task, Promise.resolve()));
      else start(name, task, nextTurn());
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    /** With `hold` (tests): start what was held, then wait for it. */
    async release() {
      for (const begin of held.splice(0)) begin();
      await this.idle();
    },
  };
}
