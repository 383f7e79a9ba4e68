export * from './access.ts';
export * from './club.ts';
export * from './orders.ts';
export * from './sandbox.ts';
export * from './staff.ts';
export * from './webhooks.ts';
