import { comparableId, withoutLeadingZeros } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsText } from './visibility.ts';

/**
 * The customer or sales rep a typed number names, with or without the ERP's leading zeros.
 * The stripped-number indexes (zeros off both ends) find the rows; the second test keeps
 * trailing zeros significant, so that '1012340' does not open '101234'.
 */
export const numberIs = (column: PgColumn, typed: string): SQL =>
  sql`(upper(trim(both '0' from ${column})) = ${comparableId(typed)} and upper(ltrim(${column}, '0')) = ${withoutLeadingZeros(typed).toUpperCase()})`;

/**
 * A list's number filter: the number holds the typed text, leading zeros aside. A stored number
 * holds a text that does not start with 0 exactly when its unpadded form does, so the plain
 * contains test (and its trigram index) serves.
 */
export const numberContains = (column: PgColumn, typed: string): SQL =>
  containsText(column, withoutLeadingZeros(typed) || typed);
