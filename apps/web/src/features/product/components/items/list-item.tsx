import type { SectionItem } from '@portal/domain';

export function ListItem({ item }: { item: SectionItem }) {
  const lines = item.ListItems ?? [];
  return (
    <div className="mb-3">
      {item.DisplayName && <h3 className="h6">{item.DisplayName}</h3>}
      {lines.length > 0 ? (
        <ul className="mb-0">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary mb-0">Nothing listed.</p>
      )}
      {item.Caption && <p className="small mt-1 mb-0">{item.Caption}</p>}
    </div>
  );
}
