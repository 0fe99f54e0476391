/**
 * Order dates as YYYY-MM-DD in the reader's own time zone. A date without a time is shown as
 * it is: read as midnight UTC it would show the day before west of Greenwich.
 */
export const orderDate = (value: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value).toLocaleDateString('en-CA');

export const dateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The reader's IANA time zone: list calls ask for days as the reader's list shows them. */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
