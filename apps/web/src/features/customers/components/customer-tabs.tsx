import { isCustomerAdmin, type Customer } from '@portal/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { RouteTabs } from '../../../ui/route-tabs/route-tabs.tsx';
import { useIsDesktop } from '../../../ui/use-media-query.ts';
import { CustomerInformation } from './customer-information.tsx';
import { CustomerNotes } from './customer-notes.tsx';
import { CustomerPermissions } from './customer-permissions.tsx';
import { PartnerInformation } from './partner-information.tsx';
import { SalesData } from './sales-data.tsx';

const TAB_KEYS = ['information', 'partners', 'sales-data', 'notes', 'permissions'] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTabKey = (key: string | null): key is TabKey => TAB_KEYS.some((k) => k === key);

interface Props {
  customer: Customer;
  roles: readonly string[];
}

/**
 * The five tabs of §2.15. The open tab is in the address (?tab=), so a reload or a shared link
 * keeps it; ship-tos and multipliers load only when their tab opens. On a phone the tabs are
 * pills that wrap onto a second line rather than a strip that runs off the screen.
 */
export function CustomerTabs({ customer, roles }: Props) {
  const [params, setParams] = useSearchParams();
  const desktop = useIsDesktop();
  const admin = isCustomerAdmin(roles);
  const tab = params.get('tab');
  const content: Record<TabKey, [string, ReactNode]> = {
    information: [
      'Customer Information',
      <CustomerInformation customer={customer} showSalesReps={admin} />,
    ],
    partners: ['Partner Information', <PartnerInformation customer={customer} />],
    'sales-data': ['Sales Data', <SalesData customer={customer} />],
    notes: ['Notes', <CustomerNotes customer={customer} />],
    permissions: [
      'Permissions',
      <CustomerPermissions customer={customer} roles={roles} linkUsers={admin} />,
    ],
  };
  return (
    <RouteTabs
      id="customer-tabs"
      label="Customer"
      variant={desktop ? 'tabs' : 'pills'}
      className={desktop ? 'mb-3' : 'mb-3 gap-1'}
      activeKey={isTabKey(tab) ? tab : 'information'}
      onSelect={(key) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (key === 'information') next.delete('tab');
            else next.set('tab', key);
            return next;
          },
          { replace: true },
        )
      }
      tabs={TAB_KEYS.map((key) => ({ key, title: content[key][0], content: content[key][1] }))}
    />
  );
}
