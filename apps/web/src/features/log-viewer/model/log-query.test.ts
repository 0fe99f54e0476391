import { describe, expect, it } from 'vitest';
import { logSubjects } from './log-query.ts';

describe('logSubjects', () => {
  it('names each of the route query values it was given, in the spec order', () => {
    const query = new URLSearchParams('productId=42&categoryId=7&keyword=%20314-1087%20');
    expect(logSubjects(query)).toEqual([
      { label: 'Category', value: '7' },
      { label: 'Product', value: '42' },
      { label: 'Catalogue number', value: '314-1087' },
    ]);
  });

  it('leaves out unknown names and empty values', () => {
    expect(
      logSubjects(new URLSearchParams('category=heaters&productClassId=&isPreview=1')),
    ).toEqual([]);
  });
});
