import { useState } from 'react';
import type { z } from 'zod';

/** Form values checked against a shared schema: messages by field path, live after a first try. */
export function useCheckedForm<T extends object>(schema: z.ZodType<unknown, T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [tried, setTried] = useState(false);

  const check = (next: T): Record<string, string> => {
    const result = schema.safeParse(next);
    const errors: Record<string, string> = {};
    if (!result.success)
      for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return errors;
  };
  const errors = tried ? check(values) : {};

  const set = <K extends keyof T>(key: K, value: T[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** Marks the form tried; true when the values pass. */
  const validate = (): boolean => {
    setTried(true);
    return Object.keys(check(values)).length === 0;
  };

  return { values, set, errors, validate };
}
