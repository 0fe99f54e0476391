import type { MenuCategory } from '@portal/domain';
import { Link } from 'react-router';
import { categoryPath } from '../../../ui/catalog-paths.ts';
import { ImageWithPlaceholder } from '../../../ui/image-with-placeholder.tsx';
import { PreviewBadge } from '../../../ui/preview-badge.tsx';

interface Props {
  category: MenuCategory;
  search: string;
  /** Tiles of the first screen load their picture at once: it is the page's largest paint. */
  firstScreen: boolean;
}

/** A 300x300 picture and the category's name, linking to its menu page. */
export function CategoryTile({ category, search, firstScreen }: Props) {
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
        loading={firstScreen ? 'eager' : 'lazy'}
        fetchPriority={firstScreen ? 'high' : 'auto'}
      />
      <span className="category-tile-name d-block mt-2 fs-5 fw-semibold">
        {category.DisplayName}
        <PreviewBadge show={category.IsPreview} />
      </span>
    </Link>
  );
}
