import type { OrderSummary } from '@portal/domain';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { DeliveryCards } from '../../../ui/orders/delivery-cards.tsx';
import { FilesTab } from '../../../ui/documents/files-tab.tsx';
import { OrderItems } from '../../../ui/orders/order-items.tsx';
import { CommentsList } from '../../../ui/summary/comments-list.tsx';
import { orderDocumentSource } from '../api/order-documents.ts';
import { initialTab, itemsTabTitle, TAB } from '../model/order-format.ts';

interface Props {
  order: OrderSummary;
  invoiceNo: string;
  /** The site's ManageDocuments level: the Files tab shows from 1 (view). */
  documentLevel: number;
  /** Sales reps and customer admins see comments (docs/decisions/053 and 090). */
  showComments: boolean;
  compact: boolean;
}

/** Items (0), Files (1), Comments (2) and Deliveries (3), each only where it applies. */
export function OrderTabs({ order, invoiceNo, documentLevel, showComments, compact }: Props) {
  return (
    <Tabs id="order-tabs" defaultActiveKey={initialTab(order)} className="mb-3" mountOnEnter>
      <Tab eventKey={TAB.Items} title={itemsTabTitle(order)}>
        <OrderItems items={order.Items} compact={compact} />
      </Tab>
      {documentLevel > 0 && (
        <Tab eventKey={TAB.Files} title="Files">
          <FilesTab
            source={orderDocumentSource(invoiceNo)}
            level={documentLevel}
            compact={compact}
          />
        </Tab>
      )}
      {showComments && (
        <Tab eventKey={TAB.Comments} title="Comments">
          <CommentsList
            comments={order.TextLines}
            emptyText="There are no comments on this order."
          />
        </Tab>
      )}
      {order.Deliveries.length > 0 && (
        <Tab eventKey={TAB.Deliveries} title={`Deliveries (${order.Deliveries.length})`}>
          <DeliveryCards deliveries={order.Deliveries} />
        </Tab>
      )}
    </Tabs>
  );
}
