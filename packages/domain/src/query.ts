import { z } from 'zod';

/** A yes/no query value: true/false or 1/0; absent means false. */
export const booleanFlag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'True', 'False'], {
      message: `${name} must be true or false`,
    })
    .optional()
    .transform((v) => v === 'true' || v === 'True' || v === '1');

export const catalogId = z.coerce
  .number({ message: 'catalogId must be a number' })
  .int('catalogId must be a whole number')
  .positive('catalogId must be a positive number')
  .max(2_147_483_647, 'catalogId is too large');

export const menuParams = z.object({ catalogId });
export const menuQuery = z.object({ isPreview: booleanFlag('isPreview') });
