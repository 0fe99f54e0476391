import { describe, expect, it } from 'vitest';
import { emailPieces } from './email-pieces.ts';

describe('emailPieces', () => {
  it('lets an address wrap after the @ and before a dot, never inside a word', () => {
    expect(emailPieces('dana.smith@example.co.uk')).toEqual([
      'dana',
      '.smith@',
      'example',
      '.co',
      '.uk',
    ]);
    expect(emailPieces('dana@example.com').join('')).toBe('dana@example.com');
  });
});
