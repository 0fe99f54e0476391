import { BUILD_VERSION, siteKindOf } from '@portal/domain';
import { useState } from 'react';
import { useSite } from '../../../api/get-site.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { useCatalogQuery } from '../../../ui/use-catalog-query.ts';
import { ExportAllButtons } from '../components/export-all-buttons.tsx';
import { ExportFields, type ExportFieldSwitches } from '../components/export-fields.tsx';
import { ExportJobsPanel } from '../components/export-jobs-panel.tsx';
import { ExportWorkspace } from '../components/export-workspace.tsx';
import { ToolCustomerChoice } from '../components/tool-customer.tsx';
import { useExporter } from '../components/use-exporter.ts';
import { useToolCustomer } from '../components/use-tool-customer.ts';
import '../components/export-tool.css';

/**
 * The Pricing and Inventory Tool (`/export`, spec §2.1): price and stock spreadsheets of any
 * level of the catalogue, priced for one chosen customer, up to the whole catalogue.
 */
export function ExportPage() {
  const site = useSite();
  const { catalogId, isPreview } = useCatalogQuery();
  const title = site.ShowInventory ? 'Pricing and Inventory Tool' : 'Pricing Tool';
  usePageMeta({ title: [title], crumbs: null });
  const customer = useToolCustomer();
  const offered = { inventory: site.ShowInventory, pricing: site.HasPricing };
  const [fields, setFields] = useState<ExportFieldSwitches>(offered);
  const chosenFields = {
    inventory: fields.inventory && offered.inventory,
    pricing: fields.pricing && offered.pricing,
  };
  const exporter = useExporter({
    ...chosenFields,
    customerNumber: customer.number,
    catalogId,
    isPreview,
    siteName: site.Name,
  });

  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline column-gap-3 mb-3">
        <h1 className="mb-0 me-auto">{title}</h1>
        <small className="text-body-secondary">Version {BUILD_VERSION}</small>
      </div>
      <div className="row g-3 mb-3">
        <div className="col-md-6">
          <ToolCustomerChoice customer={customer} />
        </div>
        <div className="col-md-6 d-grid gap-3 align-content-start">
          <ExportFields offered={offered} value={fields} onChange={setFields} />
          <ExportAllButtons
            customerNumber={customer.number}
            hasMaterialNumbers={!!customer.details?.HasCustomerMaterials}
            exporter={exporter}
          />
        </div>
      </div>
      <ExportJobsPanel />
      <ExportWorkspace
        customerNumber={customer.number}
        fields={chosenFields}
        exporter={exporter}
        materialGroups={siteKindOf(site.Name) !== 'customer'}
      />
    </>
  );
}
