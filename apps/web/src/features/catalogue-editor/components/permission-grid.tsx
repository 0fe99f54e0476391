import Form from 'react-bootstrap/Form';
import {
  asValue,
  gridFlags,
  gridRow,
  objectsOf,
  withFlag,
  type PermissionFlag,
} from '../model/nested-values.ts';
import type { FieldControlProps } from './field-control.tsx';
import './permission-grid.css';

const LABELS: Record<PermissionFlag, string> = {
  CanRead: 'Read',
  CanUpdate: 'Update',
  CanCreate: 'Create',
  CanDelete: 'Delete',
  CanExecute: 'Execute',
};

/**
 * permissions and role-permission: a table of ticks, a row per role (the field's choices) and
 * a column per flag. On a phone the table scrolls sideways inside its own box, which takes
 * the keyboard focus so it can be scrolled without a pointer.
 */
export function PermissionGrid({
  field,
  id,
  value,
  choices,
  disabled,
  describedBy,
  onChange,
}: FieldControlProps) {
  const type = field.EditorType === 'permissions' ? 'permissions' : 'role-permission';
  const flags = gridFlags(type);
  // A section's or field's role without a row narrows nothing: every tick shows.
  const unset = type === 'role-permission';
  const rows = objectsOf(value);
  if (choices.length === 0)
    return (
      <p id={id} className="mb-0 text-body-secondary">
        No roles to show.
      </p>
    );
  return (
    <div
      id={id}
      className="table-responsive border rounded editor-permission-grid"
      role="region"
      aria-label={field.DisplayName}
      aria-describedby={describedBy}
      tabIndex={0}
    >
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">{field.DisplayName}</caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            {flags.map((flag) => (
              <th key={flag} scope="col" className="text-center">
                {LABELS[flag]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {choices.map((role) => {
            const row = gridRow(rows, role.Id, flags, unset);
            return (
              <tr key={role.Id}>
                <th scope="row" className="fw-normal text-nowrap">
                  {role.DisplayName}
                </th>
                {flags.map((flag) => (
                  <td key={flag} className="text-center">
                    <Form.Check
                      id={`${id}-${role.Id}-${flag}`}
                      className="d-inline-block m-0"
                      aria-label={`${role.DisplayName}: ${LABELS[flag]}`}
                      checked={row[flag]}
                      disabled={disabled}
                      onChange={(e) =>
                        onChange(
                          asValue(withFlag(rows, role.Id, flags, unset, flag, e.target.checked)),
                        )
                      }
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
