import type { MenuProduct, MenuSeries } from '@portal/domain';
import Card from 'react-bootstrap/Card';
import { PreviewBadge } from '../../../ui/preview-badge.tsx';
import { ProductLinkList } from './product-link-list.tsx';

interface Props {
  series: MenuSeries;
  pathOf: (product: MenuProduct) => string;
  search: string;
}

/** A manufacturing series and its products, on the desktop menu page. */
export function SeriesCard({ series, pathOf, search }: Props) {
  return (
    <Card className="h-100">
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
