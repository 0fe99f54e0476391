import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { TableColumn } from './table-columns.ts';

interface Props {
  title: string;
  /** Id the table's caption uses; the 'Choose field' control is named after it. */
  captionId: string;
  keyword: string;
  onKeyword: (keyword: string) => void;
  /** 'Choose field' on small screens: the options and the chosen one; none on a desktop. */
  fieldOptions: TableColumn[] | null;
  field: TableColumn | undefined;
  onField: (key: string) => void;
  filtered: boolean;
  onClearAll: () => void;
  /** What the table did on its own, e.g. cleared filters to show a callout's row. */
  notice: string | null;
  /** The signed-in customer's agreement could not be loaded. */
  pricesFailed: boolean;
}

/** Above a table: its keyword box, 'Choose field' on phones, Clear filters and its notices. */
export function ModelTableToolbar(props: Props) {
  const { fieldOptions } = props;
  return (
    <div className="d-flex flex-wrap gap-2 mb-2 align-items-center">
      <Form.Control
        type="search"
        size="sm"
        className="model-table-keyword"
        placeholder="Keyword"
        aria-label={`Search ${props.title}`}
        value={props.keyword}
        onChange={(e) => props.onKeyword(e.target.value)}
      />
      {fieldOptions && fieldOptions.length > 0 && (
        <Form.Group
          className="d-flex align-items-center gap-2"
          controlId={`${props.captionId}-field`}
        >
          <Form.Label className="mb-0 small text-nowrap">Choose field</Form.Label>
          <Form.Select
            size="sm"
            value={props.field?.key}
            onChange={(e) => props.onField(e.target.value)}
          >
            {fieldOptions.map((c) => (
              <option key={c.key} value={c.key}>
                {c.header}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {props.filtered && (
        <Button size="sm" variant="link" onClick={props.onClearAll}>
          Clear filters
        </Button>
      )}
      {/* Always there, so that screen readers announce the text when it comes. */}
      <span className="small text-body-secondary" role="status">
        {props.notice}
      </span>
      {props.pricesFailed && (
        <span className="small text-danger" role="alert">
          Your prices could not be loaded; only list prices are shown.
        </span>
      )}
    </div>
  );
}
