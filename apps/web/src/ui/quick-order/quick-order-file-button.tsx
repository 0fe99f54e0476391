import {
  isQuickOrderFileName,
  QUICK_ORDER_FILE_ACCEPT,
  QUICK_ORDER_FILE_MAX_BYTES,
  QUICK_ORDER_FILE_MESSAGES,
} from '@portal/domain';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { showToast } from '../toast/toast-store.ts';
import { readQuickOrderFile } from './quick-order-file-api.ts';

interface Props {
  /** The file's lines, 'number<TAB>quantity' each, to go where pasted lines go. */
  onText: (text: string, rows: number) => void;
  disabled?: boolean;
  className?: string;
}

/** Why a chosen file is not sent at all, or null: its name and size are checked first. */
function localProblem(file: File): string | null {
  if (!isQuickOrderFileName(file.name)) return QUICK_ORDER_FILE_MESSAGES.type;
  if (file.size > QUICK_ORDER_FILE_MAX_BYTES) return QUICK_ORDER_FILE_MESSAGES.tooLarge;
  return null;
}

/**
 * 'Upload CSV/XLSX': picks a list of catalogue numbers and quantities, has the server read it
 * and hands its lines back; says it is reading, and why a file could not be read in a toast.
 */
export function QuickOrderFileButton({ onText, disabled = false, className }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  async function read(file: File) {
    const problem = localProblem(file);
    if (problem) {
      showToast(problem, 'danger');
      return;
    }
    setReading(true);
    try {
      const { text, rows } = await readQuickOrderFile(file);
      onText(text, rows);
    } catch (error) {
      showToast(
        error instanceof Error ? error.message : QUICK_ORDER_FILE_MESSAGES.unreadable,
        'danger',
      );
    } finally {
      setReading(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={QUICK_ORDER_FILE_ACCEPT}
        className="d-none"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file can be chosen again after it was fixed.
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Button
        variant="outline-secondary"
        className={className}
        disabled={disabled || reading}
        aria-busy={reading}
        onClick={() => input.current?.click()}
      >
        {reading ? (
          <>
            <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />
            Reading file...
          </>
        ) : (
          'Upload CSV/XLSX'
        )}
      </Button>
      <span className="visually-hidden" role="status">
        {reading ? 'Reading file...' : ''}
      </span>
    </>
  );
}
