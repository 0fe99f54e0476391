import { describe, expect, it } from 'vitest';
import { displayPhone } from './phone-display.ts';

describe('displayPhone', () => {
  it.each([
    ['2175550100', '(217) 555-0100'],
    ['217-555-0100', '(217) 555-0100'],
    ['217.555.0100', '(217) 555-0100'],
    [' (217)555 0100 ', '(217) 555-0100'],
    ['+1 217 555 0100', '(217) 555-0100'],
    ['1-217-555-0100', '(217) 555-0100'],
    ['(217) 555-0100', '(217) 555-0100'],
  ])('shows the US number %j as (000) 000-0000', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });

  it.each([
    '+44 20 7946 0958',
    '+49 3012345678',
    '+1234567890',
    '217-555-0100 ext. 12',
    '555-0100',
    '217 555 01000',
    'call the office',
    '',
  ])('leaves %j as it was typed', (stored) => {
    expect(displayPhone(stored)).toBe(stored);
  });
});
