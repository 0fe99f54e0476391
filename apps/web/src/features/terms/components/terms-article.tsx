import type { ReactNode } from 'react';
import { usePageMeta } from '../../../ui/page-meta.ts';

/** A static terms page: title, date and numbered clauses. */
export function TermsArticle({ title, children }: { title: string; children: ReactNode }) {
  usePageMeta({ title: [title], crumbs: [{ label: title }] });
  return (
    <article className="terms" style={{ maxWidth: '48rem' }}>
      <h1>{title}</h1>
      <p className="text-body-secondary">Effective January 1, 2025</p>
      {children}
    </article>
  );
}
