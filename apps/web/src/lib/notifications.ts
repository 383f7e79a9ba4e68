import type { ClientErrorMessage } from '@mp/contract/errors';
import type { NotificationType } from '@/ui/notification-bar';
import { createStore, useStore } from './store';

export interface AppNotification {
  id: number;
  type: NotificationType;
  /** Text(s) or message keys; the bar translates keys (spec §2). */
  message: string | readonly string[];
}

const notificationStore = createStore<AppNotification | null>(null);
let nextId = 1;

/** The global notification bar shows one notification; a new one replaces the last. */
export function notify(type: NotificationType, message: string | readonly string[]) {
  notificationStore.set({ id: nextId++, type, message });
}

export function dismissNotification(id?: number) {
  notificationStore.set((current) => (id === undefined || current?.id === id ? null : current));
}

export function useGlobalNotification(): AppNotification | null {
  return useStore(notificationStore);
}

/** What a failed call shows: its catalogue key or the server's own text(s). */
export function errorMessageOf(display: ClientErrorMessage): string | readonly string[] {
  return 'key' in display ? display.key : display.text;
}
