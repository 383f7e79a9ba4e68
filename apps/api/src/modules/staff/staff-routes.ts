import type { AppModule } from '../app-module.ts';

export const staffModule: AppModule = {
  name: 'staff',
  register: () => {},
};
