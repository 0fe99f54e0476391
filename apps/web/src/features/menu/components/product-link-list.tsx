import type { MenuProduct } from '@portal/domain';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { ImageWithPlaceholder } from '../../../ui/image-with-placeholder.tsx';
import { PreviewBadge } from '../../../ui/preview-badge.tsx';

interface Props {
  products: MenuProduct[];
  pathOf: (product: MenuProduct) => string;
  search: string;
  /** Thumbnail edge from the spec: 80 in lists, 200 for a series with a single product. */
  thumbSize?: 80 | 200;
}

export function ProductLinkList({ products, pathOf, search, thumbSize = 80 }: Props) {
  if (products.length === 0) return <p className="text-body-secondary mb-0 p-3">No products.</p>;
  return (
    <ListGroup variant="flush">
      {products.map((product) => (
        <ListGroup.Item key={product.ProductId} className="px-2">
          <Link
            to={{ pathname: pathOf(product), search }}
            className={`d-flex align-items-center gap-3 ${thumbSize === 200 ? 'flex-column' : ''}`}
          >
            <ImageWithPlaceholder
              src={product.Thumbnail?.Path}
              alt=""
              width={thumbSize}
              height={thumbSize}
              className="product-thumb"
            />
            <span>
              {product.DisplayName}
              <PreviewBadge show={product.IsPreview} />
            </span>
          </Link>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
