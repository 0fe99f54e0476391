import { Link, useSearchParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import { fieldLabel, useFieldDisplayNames } from '../../../api/change-log/field-names.ts';
import { useChangeLog } from '../../../api/change-log/get-change-log.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ListCell, ListTable } from '../../../ui/list/list-table.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { dateTime } from '../../../ui/orders/order-dates.ts';
import { changedByLabel, editorLinkOf, logFilterOf } from '../model/log-filter.ts';
import { logSubjects } from '../model/log-query.ts';
import { LogFilters } from './log-filters.tsx';

const shown = (value: string | null) => value ?? '';

/** The changes of the subject the address names (or every change), newest first, 50 a page. */
function ChangeTable() {
  const [query] = useSearchParams();
  const log = useChangeLog(logFilterOf(query));
  // The field's display name once the definitions are read; its property name meanwhile.
  const names = useFieldDisplayNames().data;
  if (log.isPending) return <Loading label="Loading the changes" />;
  if (log.isError)
    return (
      <ErrorState
        title="The change log could not be loaded"
        error={log.error}
        onRetry={() => void log.refetch()}
      />
    );
  const entries = log.data.pages.flatMap((p) => p.List);
  return (
    <>
      <ListTable
        label="Changes"
        headings={['When', 'Who', 'Item', 'Field', 'From', 'To']}
        rows={entries}
        empty="No changes recorded."
      >
        {(entry) => {
          const link = editorLinkOf(entry.EntityName, entry.EntityId);
          const item = `${entry.EntityName} ${entry.EntityTitle}`;
          return (
            <tr key={entry.ChangeId}>
              <ListCell label="When">{dateTime(entry.ChangedAt)}</ListCell>
              <ListCell label="Who">{changedByLabel(entry)}</ListCell>
              <ListCell label="Item">{link ? <Link to={link}>{item}</Link> : item}</ListCell>
              <ListCell label="Field">
                {entry.Field ? fieldLabel(names, entry.EntityName, entry.Field) : entry.Action}
              </ListCell>
              <ListCell label="From">
                <span className="text-break">{shown(entry.OldValue)}</span>
              </ListCell>
              <ListCell label="To">
                <span className="text-break">{shown(entry.NewValue)}</span>
              </ListCell>
            </tr>
          );
        }}
      </ListTable>
      {log.hasNextPage && (
        <Button
          variant="outline-secondary"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </>
  );
}

/** The editor site's change log viewer (admin §2.4, parts §2 route log-viewer). */
export function ChangeLogViewer() {
  const [query] = useSearchParams();
  const subjects = logSubjects(query);
  return (
    <section className="py-2">
      <h1>Change Log Viewer</h1>
      <p className="lead">
        {subjects.length === 0
          ? 'Every change made in the catalogue editor, newest first.'
          : `Changes of ${subjects.map((s) => `${s.label.toLowerCase()} ${s.value}`).join(', ')}, newest first.`}
      </p>
      <LogFilters key={query.toString()} />
      <ChangeTable />
    </section>
  );
}
