import {
  AccountMessage,
  setAsideKnownIds,
  setAsideMessage,
  type LookupEntry,
  type Permission,
} from '@portal/domain';
import { useState } from 'react';
import { lookUpNumbers, type ResourceKind } from '../../../api/accounts/permission-calls.ts';
import { ApiError } from '../../../api/api-error.ts';

export interface CheckedRows {
  /** Found, neither held nor waiting: what a request or grant would add. */
  fresh: LookupEntry[];
  /** The spec's "These ... already exists" text and the "already waiting" one, or null. */
  heldMessage: string | null;
}

/**
 * Rows of ids, checked by looking them up before anything is requested or granted. `waiting`
 * holds the numbers of the user's undecided requests, which a new request leaves out.
 */
export function usePermissionRows(
  kind: ResourceKind,
  held: readonly Permission[],
  waiting: readonly string[] = [],
) {
  const [rows, setRows] = useState(['']);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const change = (next: string[]) => {
    setRows(next);
    setErrors({});
    setProblem(null);
  };

  /** The looked-up rows, or null with the messages shown. */
  const check = async (): Promise<CheckedRows | null> => {
    const required =
      kind === 'sales-rep' ? AccountMessage.salesRepIdRequired : AccountMessage.customerIdRequired;
    const empty: Record<number, string> = {};
    rows.forEach((row, i) => {
      if (row.trim() === '') empty[i] = required;
    });
    setErrors(empty);
    if (Object.keys(empty).length > 0) return null;
    setChecking(true);
    try {
      const typed = rows.map((r) => r.trim());
      let found: LookupEntry[];
      try {
        found = await lookUpNumbers(kind, typed);
      } catch (error) {
        // Ids the server cannot take are not found; a refusal (429) or an outage says why.
        const refused = error instanceof ApiError && error.status !== 400;
        setProblem(refused ? error.message : AccountMessage.permissionsRequestInvalid);
        return null;
      }
      if (found.length === 0) {
        setProblem(AccountMessage.permissionsRequestInvalid);
        return null;
      }
      const sorted = setAsideKnownIds(
        found,
        typed,
        held.map((p) => p.ResourceId),
        waiting,
      );
      const { fresh } = sorted;
      const heldMessage = setAsideMessage(kind, sorted);
      if (fresh.length === 0) {
        setProblem(heldMessage ?? AccountMessage.permissionsRequestInvalid);
        return null;
      }
      return { fresh, heldMessage };
    } finally {
      setChecking(false);
    }
  };

  const reset = () => change(['']);
  return { rows, change, errors, problem, checking, check, reset };
}
