import type { MaterialGroup } from '@portal/domain';
import Form from 'react-bootstrap/Form';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useMaterialGroups } from '../api/search-tool-models.ts';

export const materialGroupLabel = (g: MaterialGroup) =>
  `${g.MaterialGroupNumber} - ${g.MaterialGroupDescription}`;

interface Props {
  value: string;
  /** A group chosen, or null when the choice is cleared. */
  onChoose: (group: MaterialGroup | null) => void;
}

/** Material Group: one dropdown, 'number - description'. */
export function MaterialGroupTab({ value, onChoose }: Props) {
  const groups = useMaterialGroups();
  if (groups.isPending) return <Loading label="Loading the material groups" />;
  if (groups.isError)
    return (
      <ErrorState
        title="The material groups could not be loaded"
        error={groups.error}
        onRetry={() => void groups.refetch()}
      />
    );
  return (
    <Form.Group controlId="export-material-group">
      <Form.Label>Material group</Form.Label>
      <Form.Select
        value={value}
        onChange={(e) =>
          onChoose(groups.data.find((g) => g.MaterialGroupNumber === e.target.value) ?? null)
        }
      >
        <option value="">Choose a material group</option>
        {groups.data.map((g) => (
          <option key={g.MaterialGroupNumber} value={g.MaterialGroupNumber}>
            {materialGroupLabel(g)}
          </option>
        ))}
      </Form.Select>
      {groups.data.length === 0 && <Form.Text>There are no material groups.</Form.Text>}
    </Form.Group>
  );
}
