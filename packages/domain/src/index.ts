export * from './constants.ts';
export * from './envelope.ts';
export * from './format.ts';
export * from './menu.ts';
export * from './product.ts';
export * from './section.ts';
export * from './site.ts';
