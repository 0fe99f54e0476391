import type { Customer } from '@portal/domain';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useShipTos } from '../../../api/customers/get-ship-tos.ts';
import { AddressLines } from '../../../ui/address-lines.tsx';
import { ShipToList } from './ship-to-list.tsx';

/** Bill To (the customer itself) and its ship-tos, which load when the tab opens. */
export function PartnerInformation({ customer }: { customer: Customer }) {
  const shipTos = useShipTos(customer.CustomerNumber);
  const a = customer.CustomerAddress;
  return (
    <div className="row g-4">
      <section className="col-md-5" aria-labelledby="bill-to-heading">
        <h2 className="h5" id="bill-to-heading">
          Bill To
        </h2>
        <div className="small text-body-secondary">{customer.CustomerNumber}</div>
        <AddressLines address={{ ...a, Name: a.Name1 }} />
      </section>
      <section className="col-md-7" aria-labelledby="ship-to-heading">
        <h2 className="h5" id="ship-to-heading">
          Ship To
        </h2>
        {shipTos.isError && (
          <ErrorState error={shipTos.error} onRetry={() => void shipTos.refetch()} />
        )}
        {shipTos.isPending && <Loading label="Loading ship-tos" />}
        {shipTos.data && <ShipToList parties={shipTos.data} />}
      </section>
    </div>
  );
}
