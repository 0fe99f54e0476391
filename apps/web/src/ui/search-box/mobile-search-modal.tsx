import Modal from 'react-bootstrap/Modal';
import { SearchBox } from './search-box.tsx';

interface Props {
  show: boolean;
  onHide: () => void;
}

/** The header search on small screens: the same box in a modal that closes after a choice. */
export function MobileSearchModal({ show, onHide }: Props) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="mobile-search-title">
      <Modal.Header closeButton>
        <Modal.Title id="mobile-search-title" as="h2" className="h5">
          Search
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SearchBox autoFocus onNavigate={onHide} />
      </Modal.Body>
    </Modal>
  );
}
