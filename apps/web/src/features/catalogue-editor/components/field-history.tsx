import type { EditorField } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useChangeLog } from '../../../api/change-log/get-change-log.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ListCell, ListTable } from '../../../ui/list/list-table.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { dateTime } from '../../../ui/orders/order-dates.ts';
import { TextDiffView } from '../../../ui/text-diff/text-diff-view.tsx';
import type { ItemRef } from '../model/editor-tree.ts';

interface Props {
  item: ItemRef;
  field: EditorField;
  onClose: () => void;
}

const shown = (value: string | null) => value ?? '(blank)';

/** A field's history from the change log: who changed it, when, from what to what. */
function FieldHistoryList({ item, field }: Omit<Props, 'onClose'>) {
  const log = useChangeLog({
    entityName: item.entityName,
    entityId: item.id,
    field: field.EntityPropertyName,
  });
  if (log.isPending) return <Loading label="Loading the history" />;
  if (log.isError)
    return (
      <ErrorState
        title="The history could not be loaded"
        error={log.error}
        onRetry={() => void log.refetch()}
      />
    );
  const entries = log.data.pages.flatMap((p) => p.List);
  const richText = field.EditorType === 'rich-text';
  return (
    <>
      <ListTable
        label={`History of ${field.DisplayName}`}
        headings={['When', 'Who', richText ? 'Change' : 'From', ...(richText ? [] : ['To'])]}
        rows={entries}
        empty="No changes recorded."
      >
        {(entry) => (
          <tr key={entry.ChangeId}>
            <ListCell label="When">{dateTime(entry.ChangedAt)}</ListCell>
            <ListCell label="Who">{entry.UserName}</ListCell>
            {richText ? (
              <ListCell label="Change">
                <TextDiffView before={entry.OldValue} after={entry.NewValue} html />
              </ListCell>
            ) : (
              <>
                <ListCell label="From">{shown(entry.OldValue)}</ListCell>
                <ListCell label="To">{shown(entry.NewValue)}</ListCell>
              </>
            )}
          </tr>
        )}
      </ListTable>
      {log.hasNextPage && (
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </>
  );
}

/** The History entry of a field's options menu. */
export function FieldHistory({ item, field, onClose }: Props) {
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="field-history-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="field-history-title" as="h2" className="h5">
          History of {field.DisplayName}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FieldHistoryList item={item} field={field} />
      </Modal.Body>
    </Modal>
  );
}
