import type { AppModule } from '../app-module.ts';

export const deskModule: AppModule = {
  name: 'desk',
  register: () => {},
};
