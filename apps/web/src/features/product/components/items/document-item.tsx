import type { SectionItem } from '@portal/domain';

export function DocumentItem({ item }: { item: SectionItem }) {
  const name = item.DocumentName ?? item.DisplayName ?? 'Document';
  const nameId = `document-${item.SectionItemId}`;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 border rounded p-2 mb-3">
      <span id={nameId} className="me-auto">
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 16 16"
          className="me-1 align-text-bottom"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
        >
          <path d="M3.5 1.5h6l3 3v10h-9z M9.5 1.5v3h3 M5.5 8h5 M5.5 10.5h5" />
        </svg>
        {name}
        {item.Caption && <span className="d-block small text-body-secondary">{item.Caption}</span>}
      </span>
      {item.DocumentPath ? (
        <a
          href={item.DocumentPath}
          download
          className="btn btn-sm btn-outline-primary"
          aria-describedby={nameId}
        >
          Download File
        </a>
      ) : (
        <span className="small text-body-secondary">File not available</span>
      )}
    </div>
  );
}
