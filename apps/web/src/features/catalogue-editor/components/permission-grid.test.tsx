// @vitest-environment jsdom
import type { EditorField, EditorValue } from '@portal/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createField } from '../model/editor-factories.ts';
import { FieldControl } from './field-control.tsx';

const roles = [
  { Id: 4, DisplayName: 'Catalog Editor' },
  { Id: 5, DisplayName: 'Product Editor' },
];

function renderGrid(field: EditorField, value: EditorValue, disabled = false) {
  const changes: EditorValue[] = [];
  render(
    <FieldControl
      field={field}
      id="grid"
      value={value}
      choices={roles}
      disabled={disabled}
      invalid={false}
      onChange={(v) => changes.push(v)}
    />,
  );
  return changes;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

afterEach(cleanup);

describe('PermissionGrid', () => {
  const levelField = createField({
    EntityPropertyName: 'LevelPermissions',
    DisplayName: 'Level Permissions',
    EditorType: 'permissions',
  });
  const roleField = createField({
    EntityPropertyName: 'Permissions',
    DisplayName: 'Permissions',
    EditorType: 'role-permission',
  });

  it('draws a table of roles by the five flags, in a box that scrolls and takes focus', () => {
    renderGrid(levelField, [
      {
        RoleId: 5,
        CanRead: true,
        CanUpdate: false,
        CanCreate: false,
        CanDelete: false,
        CanExecute: false,
      },
    ]);
    const region = screen.getByRole('region', { name: 'Level Permissions' });
    expect(region.className).toContain('table-responsive');
    expect(region.tabIndex).toBe(0);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Role',
      'Read',
      'Update',
      'Create',
      'Delete',
      'Execute',
    ]);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Catalog Editor',
      'Product Editor',
    ]);
    expect(box('Product Editor: Read').checked).toBe(true);
    expect(box('Catalog Editor: Read').checked).toBe(false);
  });

  it('answers the rows that grant something when a tick changes', () => {
    const changes = renderGrid(levelField, []);
    fireEvent.click(box('Catalog Editor: Delete'));
    expect(changes.at(-1)).toEqual([
      {
        RoleId: 4,
        CanRead: false,
        CanUpdate: false,
        CanCreate: false,
        CanDelete: true,
        CanExecute: false,
      },
    ]);
  });

  it("shows a section's role without a row as ticked, and narrows it when unticked", () => {
    const changes = renderGrid(roleField, []);
    expect(screen.getAllByRole('checkbox').every((b) => (b as HTMLInputElement).checked)).toBe(
      true,
    );
    fireEvent.click(box('Product Editor: Update'));
    expect(changes.at(-1)).toEqual([{ RoleId: 5, CanRead: true, CanUpdate: false }]);
  });

  it('cannot be ticked when the field may not change', () => {
    renderGrid(roleField, [], true);
    expect(screen.getAllByRole('checkbox').every((b) => (b as HTMLInputElement).disabled)).toBe(
      true,
    );
  });
});
