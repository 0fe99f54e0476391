import type { MenuCategory } from '@portal/domain';
import { Link } from 'react-router';
import { categoryPath } from '../../../ui/catalog-paths.ts';
import { ImageWithPlaceholder } from '../../../ui/image-with-placeholder.tsx';
import { PreviewBadge } from '../../../ui/preview-badge.tsx';

/** A 300x300 picture and the category's name, linking to its menu page. */
export function CategoryTile({ category, search }: { category: MenuCategory; search: string }) {
  return (
    <Link
      to={{ pathname: categoryPath(category.Name), search }}
      className="category-tile d-block text-center"
    >
      <ImageWithPlaceholder
        src={category.Image?.Path}
        alt=""
        width={300}
        height={300}
        className="border rounded bg-white"
      />
      <span className="category-tile-name d-block mt-2 fs-5 fw-semibold">
        {category.DisplayName}
        <PreviewBadge show={category.IsPreview} />
      </span>
    </Link>
  );
}
