/** The log-viewer route's query names (parts-site §2) and what each one names. */
const SUBJECTS = [
  ['categoryId', 'Category'],
  ['productClassId', 'Product class'],
  ['manufacturingSeriesId', 'Manufacturing series'],
  ['productId', 'Product'],
  ['keyword', 'Catalogue number'],
] as const;

export interface LogSubject {
  label: string;
  value: string;
}

/** What the link asked the change log for; unknown names and empty values are left out. */
export function logSubjects(query: URLSearchParams): LogSubject[] {
  return SUBJECTS.flatMap(([name, label]) => {
    const value = query.get(name)?.trim() ?? '';
    return value === '' ? [] : [{ label, value }];
  });
}
