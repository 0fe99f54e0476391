import { z } from 'zod';

/** A yes/no query value: true/false or 1/0; absent means false. */
export const booleanFlag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'True', 'False'], {
      message: `${name} must be true or false`,
    })
    .optional()
    .transform((v) => v === 'true' || v === 'True' || v === '1');

const MAX_ID = 2_147_483_647;

/** Why a query or path value is not a positive id, or null when it is one. */
function idProblem(text: string): string | null {
  if (/^\d+$/.test(text)) {
    if (/^0+$/.test(text)) return 'must be a positive number';
    return text.length > 10 || Number(text) > MAX_ID ? 'is too large' : null;
  }
  if (/^-\d+$/.test(text)) return 'must be a positive number';
  if (/^-?\d*\.\d+$/.test(text)) return 'must be a whole number';
  return 'must be a number written in decimal digits';
}

/**
 * A positive id from a query or path value, in decimal digits only: Number() would also
 * read '0x5', '1e3' or ' 5 ' as ids, giving one resource many addresses (and cache entries).
 */
export const positiveId = (name: string) =>
  z
    .string({ message: `${name} must be a number written in decimal digits` })
    .transform((text, ctx) => {
      const problem = idProblem(text);
      if (problem === null) return Number(text);
      ctx.issues.push({ code: 'custom', message: `${name} ${problem}`, input: text });
      return z.NEVER;
    });

export const catalogId = positiveId('catalogId');

export const menuParams = z.object({ catalogId });
export const menuQuery = z.object({ isPreview: booleanFlag('isPreview') });
