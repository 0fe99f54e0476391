import { describe, expect, it } from 'vitest';
import { completeLinkAddress, isAllowedLinkAddress } from './link-address.ts';

describe('isAllowedLinkAddress', () => {
  it.each([
    'https://example.com/manual.pdf',
    'http://example.com',
    'mailto:parts@example.com',
    'tel:+18005550100',
    '/parts/100',
    'parts/100',
    '#table',
    '?q=gasket',
  ])('keeps %s', (address) => expect(isAllowedLinkAddress(address)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'jav\tascript:alert(1)',
    ' \u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example/x',
    '\\\\evil.example\\x',
    '',
  ])('refuses %j, as the sanitiser would', (address) =>
    expect(isAllowedLinkAddress(address)).toBe(false),
  );
});

describe('completeLinkAddress', () => {
  it.each([
    ['example.com/parts', 'https://example.com/parts'],
    ['www.example.com', 'https://www.example.com'],
    ['parts@example.com', 'mailto:parts@example.com'],
    [' https://example.com ', 'https://example.com'],
    ['/parts', '/parts'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
  ])('completes %j to %j', (typed, stored) => expect(completeLinkAddress(typed)).toBe(stored));
});
