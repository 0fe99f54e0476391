import type { Section } from '@portal/domain';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { useIsDesktop } from '../../../../ui/use-media-query.ts';
import { useProductSections, type ProductSectionsRequest } from '../../api/get-product-sections.ts';
import { FeatureList } from '../header/feature-list.tsx';
import { DesktopSections } from './desktop-sections.tsx';
import { MobileSections } from './mobile-sections.tsx';
import { PrintSections } from './print-sections.tsx';
import type { TabContext } from './tab-content.tsx';

interface Props {
  request: ProductSectionsRequest;
  features: string[] | null;
  printing: boolean;
  context: TabContext;
}

function SectionsView({
  sections,
  features,
  printing,
  context,
}: Omit<Props, 'request'> & { sections: Section[] }) {
  const isDesktop = useIsDesktop();
  if (printing) return <PrintSections sections={sections} context={context} />;
  if (!isDesktop)
    return <MobileSections sections={sections} features={features} context={context} />;
  return <DesktopSections sections={sections} context={context} />;
}

/** Loaded after the product: its sections, tabs and their items. */
export function ProductSections({ request, ...rest }: Props) {
  const sections = useProductSections(request);
  if (sections.isPending) return <Loading label="Loading sections" />;
  if (sections.isError)
    return (
      <ErrorState
        title="The product details could not be loaded"
        error={sections.error}
        onRetry={() => void sections.refetch()}
      />
    );
  if (sections.data.length === 0)
    return rest.features && !rest.printing ? (
      <div className="d-md-none">
        <FeatureList features={rest.features} />
      </div>
    ) : null;
  return <SectionsView sections={sections.data} {...rest} />;
}
