import type { InquiryAnswer } from '@portal/domain';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { inquiryDocumentSource } from '../../../api/inquiries/inquiry-documents.ts';
import { FilesTab } from '../../../ui/documents/files-tab.tsx';
import { OrderItems } from '../../../ui/orders/order-items.tsx';
import { CommentsList } from '../../../ui/summary/comments-list.tsx';
import { countedTitle } from '../model/inquiry-rules.ts';

interface Props {
  inquiry: InquiryAnswer;
  /** The reader's ManageDocuments level for this inquiry: the Files tab shows from 1 (view). */
  documentLevel: number;
  compact: boolean;
}

/** Items, Comments and, where the site manages documents, Files. */
export function InquiryTabs({ inquiry, documentLevel, compact }: Props) {
  return (
    <Tabs id="inquiry-tabs" defaultActiveKey="items" className="mb-3" mountOnEnter>
      <Tab eventKey="items" title={countedTitle('Items', inquiry.Items.length)}>
        <OrderItems items={inquiry.Items} compact={compact} />
      </Tab>
      <Tab eventKey="comments" title={countedTitle('Comments', inquiry.Comments.length)}>
        <CommentsList
          comments={inquiry.Comments}
          emptyText="There are no comments on this inquiry."
        />
      </Tab>
      {documentLevel > 0 && (
        <Tab eventKey="files" title="Files">
          <FilesTab
            source={inquiryDocumentSource(inquiry.InquiryId)}
            level={documentLevel}
            compact={compact}
          />
        </Tab>
      )}
    </Tabs>
  );
}
