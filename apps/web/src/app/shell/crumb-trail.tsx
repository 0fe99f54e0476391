import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link } from 'react-router';
import type { Crumb } from '../../ui/page-meta.ts';

/**
 * The breadcrumb bar of both the parts site and the portals, so that they look and read alike.
 * The last crumb is the current page and never a link, even when it names a path.
 */
export function CrumbTrail({ trail }: { trail: readonly Crumb[] }) {
  return (
    <Breadcrumb className="d-none d-md-block small d-print-none" listProps={{ className: 'mb-2' }}>
      {trail.map((crumb, index) => {
        const last = index === trail.length - 1;
        return (
          <Breadcrumb.Item
            key={`${index}-${crumb.label}`}
            active={last || !crumb.to}
            linkAs={Link}
            linkProps={crumb.to && !last ? { to: crumb.to } : undefined}
          >
            {crumb.label}
          </Breadcrumb.Item>
        );
      })}
    </Breadcrumb>
  );
}
