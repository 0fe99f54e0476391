import type { ReactNode } from 'react';
import type { DocumentLink } from '../../api/documents/document-source.ts';

/** A document's name as its link: downloaded in place, or opened in a new tab. */
export function DocumentAnchor({
  link,
  name,
  className,
}: {
  link: DocumentLink;
  name: string;
  className?: string;
}): ReactNode {
  if (link.newTab)
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  return (
    <a href={link.href} download={name} className={className}>
      {name}
    </a>
  );
}
