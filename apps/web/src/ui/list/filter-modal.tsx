import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FilterField } from './filter-field.tsx';
import type { TabbedSearch, TabbedSearchShape } from './tabbed-search.ts';

interface Props<Text extends string> {
  shape: TabbedSearchShape<string, Text, string>;
  show: boolean;
  onHide: () => void;
  search: TabbedSearch<string, Text, string>;
  onFilter: (key: Text, value: string) => void;
  onReset: () => void;
}

/**
 * Every column filter in one place: on a phone the columns' own fields do not fit. The list
 * follows as the user types, as with the column fields; leaving a field applies it at once.
 */
export function FilterModal<Text extends string>({
  shape,
  show,
  onHide,
  search,
  onFilter,
  onReset,
}: Props<Text>) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {shape.filterTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {shape.filterKeys.map((key) => (
          <FilterField
            key={key}
            shape={shape}
            name={key}
            applied={search[key]}
            onApply={(value) => onFilter(key, value)}
            className="mb-3"
          />
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onReset}>
          Reset Filter
        </Button>
        <Button onClick={onHide}>Done</Button>
      </Modal.Footer>
    </Modal>
  );
}
