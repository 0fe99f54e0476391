import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { productPath } from '../../../../ui/catalog-paths.ts';

/** Writes the selected section and tab into the product route, replacing the current entry. */
export function useTabRoute(): (section: string | null, tab: string | null) => void {
  const { category = '', productclass = '', series = '', product = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (section, tab) => {
      const pathname = productPath({
        category,
        productClass: productclass,
        series,
        product,
        section,
        tab,
      });
      void navigate({ pathname, search }, { replace: true, preventScrollReset: true });
    },
    [category, productclass, series, product, search, navigate],
  );
}
