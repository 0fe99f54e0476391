import type { MenuCategory } from '@portal/domain';
import { useNavigate } from 'react-router';
import { productClassPath } from '../../../ui/catalog-paths.ts';
import { PreviewBadge } from '../../../ui/preview-badge.tsx';
import { RouteTabs } from '../../../ui/route-tabs/route-tabs.tsx';
import { menuProductPath } from './find-menu-items.ts';
import { SeriesCard } from './series-card.tsx';

interface Props {
  category: MenuCategory;
  activeClass: string;
  /** The series the route names, if it names one. */
  highlightedSeriesId: number | null;
  search: string;
}

/** Desktop: one tab per product class, each with its series cards. */
export function ProductClassTabs({ category, activeClass, highlightedSeriesId, search }: Props) {
  const navigate = useNavigate();
  return (
    <RouteTabs
      id="product-classes"
      label="Product classes"
      variant="tabs"
      activeKey={activeClass}
      onSelect={(key) => void navigate({ pathname: productClassPath(category.Name, key), search })}
      tabs={category.ProductClasses.map((productClass) => ({
        key: productClass.Name,
        title: (
          <>
            {productClass.DisplayName}
            <PreviewBadge show={productClass.IsPreview} />
          </>
        ),
        content: (
          <>
            {productClass.ManufacturingSeries.length === 0 && (
              <p>No series in this product class.</p>
            )}
            <div className="row g-3">
              {productClass.ManufacturingSeries.map((series) => (
                <div key={series.ManufacturingSeriesId} className="col-md-6 col-lg-4">
                  <SeriesCard
                    series={series}
                    pathOf={menuProductPath(category, productClass, series)}
                    search={search}
                    highlighted={series.ManufacturingSeriesId === highlightedSeriesId}
                  />
                </div>
              ))}
            </div>
          </>
        ),
      }))}
    />
  );
}
