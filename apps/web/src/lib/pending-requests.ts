import { createStore, useStore } from './store';

const pendingStore = createStore(0);

export function beginRequest() {
  pendingStore.set((count) => count + 1);
}

/** Spec §4: the counter never goes below 0. */
export function endRequest() {
  pendingStore.set((count) => Math.max(0, count - 1));
}

export function pendingRequestCount(): number {
  return pendingStore.get();
}

export function usePendingRequestCount(): number {
  return useStore(pendingStore);
}
