export * from './access.ts';
export * from './club.ts';
