/**
 * PostgreSQL codes of a server shutting down, crashed or not yet accepting connections, and
 * the socket errors of one that is not there.
 */
const LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET']);
const LOST_MESSAGES = /Connection terminated|Client has encountered a connection error/;

/**
 * An error that only says the database went away (a shutdown, a crash, a restart, a
 * failover), also when the ORM wrapped it as the cause or the connection failed for each
 * address of the host (an AggregateError).
 */
export function isLostDatabase(reason: unknown, depth = 0): boolean {
  if (!(reason instanceof Error) || depth > 3) return false;
  const code = (reason as { code?: unknown }).code;
  if ((typeof code === 'string' && LOST_CODES.has(code)) || LOST_MESSAGES.test(reason.message))
    return true;
  if (reason instanceof AggregateError && reason.errors.length > 0)
    return reason.errors.every((e: unknown) => isLostDatabase(e, depth + 1));
  return isLostDatabase(reason.cause, depth + 1);
}
