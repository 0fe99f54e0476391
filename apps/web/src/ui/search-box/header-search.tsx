import { lazy, Suspense, useState } from 'react';
import { SearchBox } from './search-box.tsx';

// The modal (and its transition code) loads only when a phone user opens it.
const MobileSearchModal = lazy(() =>
  import('./mobile-search-modal.tsx').then((m) => ({ default: m.MobileSearchModal })),
);

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M11.742 10.344a6.5 6.5 0 1 0-1.397 1.398l3.85 3.85a1 1 0 0 0 1.415-1.414zM12 6.5a5.5 5.5 0 1 1-11 0 5.5 5.5 0 0 1 11 0" />
    </svg>
  );
}

/** The search field on desktop; a search button opening the search modal on small screens. */
export function HeaderSearch() {
  const [used, setUsed] = useState(false);
  const [show, setShow] = useState(false);
  return (
    <>
      <div className="d-none d-md-block header-search">
        <SearchBox />
      </div>
      <button
        type="button"
        className="btn btn-outline-secondary d-md-none"
        aria-label="Open search"
        onClick={() => {
          setUsed(true);
          setShow(true);
        }}
      >
        <SearchIcon />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileSearchModal show={show} onHide={() => setShow(false)} />
        </Suspense>
      )}
    </>
  );
}
