interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and answer input before the work that
 * follows: `scheduler.yield()` where the browser has it (the rest keeps its priority, ahead of
 * other tasks), a new task otherwise.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: YieldingScheduler };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
