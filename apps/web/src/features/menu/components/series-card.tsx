import type { MenuProduct, MenuSeries } from '@portal/domain';
import Card from 'react-bootstrap/Card';
import { PreviewBadge } from '../../../ui/preview-badge.tsx';
import { ProductLinkList } from './product-link-list.tsx';
import { useScrollIntoView } from './use-scroll-into-view.ts';

interface Props {
  series: MenuSeries;
  pathOf: (product: MenuProduct) => string;
  search: string;
  /** The series the route names: outlined and scrolled to. */
  highlighted?: boolean;
}

/** A manufacturing series and its products, on the desktop menu page. */
export function SeriesCard({ series, pathOf, search, highlighted = false }: Props) {
  const ref = useScrollIntoView<HTMLDivElement>(highlighted);
  return (
    <Card
      ref={ref}
      className={highlighted ? 'h-100 border-primary border-2 shadow' : 'h-100'}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Card.Header as="h2" className="h6 mb-0">
        {series.DisplayName}
        <PreviewBadge show={series.IsPreview} />
      </Card.Header>
      <ProductLinkList
        products={series.Products}
        pathOf={pathOf}
        search={search}
        thumbSize={series.Products.length === 1 ? 200 : 80}
      />
    </Card>
  );
}
