import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { FilterModal } from './filter-modal.tsx';
import { ListSearchBox } from './list-search-box.tsx';
import { SalesRepPicker, type SalesRepChoice } from './sales-rep-picker.tsx';
import { withText, type TabbedSearch, type TabbedSearchShape } from './tabbed-search.ts';
import type { ChangeSearch } from './use-saved-search.ts';

interface Props<Tab extends string, Text extends string, Sort extends string> {
  shape: TabbedSearchShape<Tab, Text, Sort>;
  search: TabbedSearch<Tab, Text, Sort>;
  change: ChangeSearch<TabbedSearch<Tab, Text, Sort>>;
  /** The sales-rep picker, when the user has reps to pick from, and the text it sets. */
  salesReps?: { key: Text; choices: SalesRepChoice[] };
}

/** The free search, the sales-rep picker and the filter modal's button. */
export function ListToolbar<Tab extends string, Text extends string, Sort extends string>({
  shape,
  search,
  change,
  salesReps,
}: Props<Tab, Text, Sort>) {
  const [filtering, setFiltering] = useState(false);
  const filterCount = shape.filterKeys.filter((key) => search[key] !== '').length;
  const setText = (key: Text, value: string, replace: boolean) =>
    change((s) => withText(s, key, value), { replace });
  return (
    <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
      <ListSearchBox
        shape={shape}
        applied={search[shape.searchKey]}
        onApply={(value) => setText(shape.searchKey, value, true)}
      />
      {salesReps && salesReps.choices.length > 0 && (
        <SalesRepPicker
          choices={salesReps.choices}
          value={search[salesReps.key]}
          onChange={(value) => setText(salesReps.key, value, false)}
        />
      )}
      <Button variant="outline-primary" onClick={() => setFiltering(true)}>
        Filter
        {filterCount > 0 && (
          <Badge bg="primary" pill className="ms-2">
            {filterCount}
            <span className="visually-hidden"> filters applied</span>
          </Badge>
        )}
      </Button>
      <FilterModal
        shape={shape}
        show={filtering}
        onHide={() => setFiltering(false)}
        search={search}
        onFilter={(key, value) => setText(key, value, true)}
        onReset={() => change(() => shape.defaults)}
      />
    </div>
  );
}
