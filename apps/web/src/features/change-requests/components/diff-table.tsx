import type { ChangeRequestFieldDiff } from '@portal/domain';
import { ListCell, ListTable } from '../../../ui/list/list-table.tsx';
import { TextDiffView } from '../../../ui/text-diff/text-diff-view.tsx';
import { isLongText } from '../model/display-value.ts';
import { FieldValue } from './field-value.tsx';

const HEADINGS = ['Field', 'Before', 'Now', 'Proposed'];

/**
 * The proposed fields: each value when proposed, now, and proposed (decision 179). A field
 * someone changed since is flagged; a long text's proposal shows as a word diff against now.
 */
export function DiffTable({ diff }: { diff: readonly ChangeRequestFieldDiff[] }) {
  return (
    <ListTable label="Proposed changes" headings={HEADINGS} rows={diff} empty="No fields proposed.">
      {(field) => {
        const html = field.EditorType === 'rich-text';
        return (
          <tr
            key={field.Field}
            className={field.ChangedSinceProposal ? 'table-warning' : undefined}
          >
            <ListCell label="Field">
              <span className="fw-semibold">{field.DisplayName}</span>
              {field.Section && (
                <span className="d-block small text-body-secondary">{field.Section}</span>
              )}
              {field.ChangedSinceProposal && (
                <span className="badge text-bg-warning text-wrap">changed since the proposal</span>
              )}
            </ListCell>
            <ListCell label="Before">
              <FieldValue value={field.Before} html={html} />
            </ListCell>
            <ListCell label="Now">
              <FieldValue value={field.Current} html={html} />
            </ListCell>
            <ListCell label="Proposed">
              {isLongText(field.Current, field.Proposed) ? (
                <TextDiffView
                  before={typeof field.Current === 'string' ? field.Current : null}
                  after={typeof field.Proposed === 'string' ? field.Proposed : null}
                  html={html}
                />
              ) : (
                <FieldValue value={field.Proposed} html={html} />
              )}
            </ListCell>
          </tr>
        );
      }}
    </ListTable>
  );
}
