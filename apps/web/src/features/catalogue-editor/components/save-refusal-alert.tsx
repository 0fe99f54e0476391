import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { SaveRefusal } from '../model/save-refusal.ts';

interface Props {
  refusal: SaveRefusal | null;
  onReload: () => void;
  className?: string;
}

/** Why a save was refused; a conflict offers to read the other editor's version. */
export function SaveRefusalAlert({ refusal, onReload, className }: Props) {
  if (!refusal) return null;
  const conflict = refusal.kind === 'conflict';
  return (
    <Alert variant={conflict ? 'warning' : 'danger'} className={className}>
      <p className="mb-0">{refusal.message}</p>
      {conflict && (
        <Button size="sm" variant="outline-dark" className="mt-2" onClick={onReload}>
          Reload
        </Button>
      )}
    </Alert>
  );
}
