export * from './sites.ts';
export * from './media.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './models.ts';
export * from './shipping.ts';
export * from './search.ts';
