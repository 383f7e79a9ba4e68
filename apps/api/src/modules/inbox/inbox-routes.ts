import type { AppModule } from '../app-module.ts';

export const inboxModule: AppModule = {
  name: 'inbox',
  register: () => {},
};
