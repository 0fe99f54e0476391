import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { usePageMeta } from '../../../ui/page-meta.ts';

interface Props {
  title: string;
  children: ReactNode;
  /** Wider cards hold the sign-up form. */
  wide?: boolean;
}

/** The centred card every account screen sits in. */
export function AccountCard({ title, children, wide = false }: Props) {
  usePageMeta({ title: [title], crumbs: null });
  return (
    <div className="row justify-content-center py-md-4">
      <div className={wide ? 'col-md-10 col-lg-8' : 'col-md-7 col-lg-5'}>
        <Card>
          <Card.Body className="p-4">
            <h1 className="h3 mb-4">{title}</h1>
            {children}
          </Card.Body>
        </Card>
      </div>
    </div>
  );
}
