import { Conflict } from '../../lib/errors.ts';
import { pgError } from '../catalogue-editor/database-errors.ts';

/**
 * Runs a write; a foreign key broken by a concurrent change (a file filed into a folder being
 * deleted, an image chosen for a product while it is deleted) is a 409, never a 5xx.
 */
export async function refusingBrokenReferences<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgError(error)?.code === '23503')
      throw new Conflict('Someone changed the library meanwhile; reload it and try again.');
    throw error;
  }
}
