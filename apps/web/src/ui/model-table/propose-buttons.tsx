import type { TableModel } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { ProposeIcon } from './row-icons.tsx';

/** A row's 'create change request': opens the model editor in proposal mode (decision 179). */
export function ProposeButton({
  model,
  onPropose,
  compact,
}: {
  model: TableModel;
  onPropose: (catalogNumber: string) => void;
  compact: boolean;
}) {
  return (
    <Button
      size="sm"
      variant="outline-primary"
      className={`text-nowrap row-action${compact ? ' row-action-icon' : ''}`}
      onClick={() => onPropose(model.PcnCatalogNumber)}
    >
      {compact ? <ProposeIcon /> : 'Create change request'}
      <span className="visually-hidden">
        {compact ? 'Create change request' : ''} for {model.PcnCatalogNumber}
      </span>
    </Button>
  );
}

/**
 * The table's Edit All: the modal in proposal mode on the first model the table shows, with
 * Previous / Next through the rest in the table's order (filters and sort as they are).
 */
export function EditAllButton({
  models,
  title,
  onOpen,
}: {
  models: readonly TableModel[];
  title: string;
  onOpen: (catalogNumber: string, sequence: readonly string[]) => void;
}) {
  const first = models[0];
  return (
    <Button
      size="sm"
      variant="outline-primary"
      disabled={!first}
      onClick={() =>
        first &&
        onOpen(
          first.PcnCatalogNumber,
          models.map((m) => m.PcnCatalogNumber),
        )
      }
    >
      Edit All<span className="visually-hidden"> models of {title}</span>
    </Button>
  );
}
