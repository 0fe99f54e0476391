const kb = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The Size (kb) column: kb with two decimals. A file of a few bytes reads '< 0.01': rounded,
 * it would claim 0.00 (empty) or 0.01 (larger than it is).
 */
export const sizeInKb = (bytes: number): string =>
  bytes > 0 && bytes / 1024 < 0.01 ? '< 0.01' : kb.format(bytes / 1024);
