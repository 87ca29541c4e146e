export * from './constants.ts';
export * from './auth.ts';
export * from './api-types.ts';
export * from './i18n/index.ts';
export * from './story.ts';
export * from './admin.ts';
export * from './payment.ts';
export * from './text.ts';
