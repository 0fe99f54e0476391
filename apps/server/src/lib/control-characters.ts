import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from './errors.ts';

// No catalogue number, name or search term contains one; PostgreSQL cannot store U+0000 at all.
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

const refuse = (name: string): never => {
  throw new ValidationFailed(`${name} must not contain control characters`, {
    [name]: ['must not contain control characters'],
  });
};

/** The first path parameter or query value holding a control character, by name. */
export function findControlCharacter(values: unknown): string | null {
  if (typeof values !== 'object' || values === null) return null;
  for (const [name, value] of Object.entries(values)) {
    if (CONTROL_CHARACTER.test(name)) return 'query';
    const texts: unknown[] = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && CONTROL_CHARACTER.test(text)))
      return name === '*' ? 'path' : name;
  }
  return null;
}

/**
 * The dotted path of the first key or string in a parsed JSON body holding U+0000, or null.
 * Line breaks and tabs are real content in free text, so only the character no text column
 * takes is refused. Walked with a stack: a deeply nested body must not overflow the call stack.
 */
export function findNulCharacter(body: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value: body, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || 'request';
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path || 'request';
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/** Refuses such input with 400 before any handler (or the database) sees it. */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const name = findControlCharacter(request.params) ?? findControlCharacter(request.query);
    if (name !== null) refuse(name);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || Buffer.isBuffer(request.body)) return;
    const name = findNulCharacter(request.body);
    if (name !== null) refuse(name);
  });
}
