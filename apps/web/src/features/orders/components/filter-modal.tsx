import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FILTER_KEYS, type FilterKey, type OrderSearch } from '../model/order-search.ts';
import { FilterField } from './filter-field.tsx';

interface Props {
  show: boolean;
  onHide: () => void;
  search: OrderSearch;
  onFilter: (key: FilterKey, value: string) => void;
  onReset: () => void;
}

/**
 * Every column filter in one place: on a phone the columns' own fields do not fit. The list
 * follows as the user types, as with the column fields; leaving a field applies it at once.
 */
export function FilterModal({ show, onHide, search, onFilter, onReset }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="order-filter-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="order-filter-title">
          Filter orders
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {FILTER_KEYS.map((key) => (
          <FilterField
            key={key}
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
