import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { styleAttributeSources } from './style-attribute-policy.ts';

const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

test('markup without style attributes needs no exception', () => {
  expect(styleAttributeSources('<div class="a"><p data-style="x">style="no"</p></div>')).toBeNull();
});

test('each distinct style value is allowed by its hash, entities decoded', () => {
  const html =
    '<button style="left:8.33%;top:44.44%"></button><span style="left:8.33%;top:44.44%"></span>' +
    '<td style="font-family:&quot;A&amp;B&quot;"></td>';
  expect(styleAttributeSources(html)).toBe(
    `style-src-attr 'unsafe-hashes' ${hash('left:8.33%;top:44.44%')} ${hash('font-family:"A&B"')}`,
  );
});
