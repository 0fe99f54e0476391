import { Fragment, type ReactNode } from 'react';

export type Field = readonly [label: string, value: ReactNode];

const shown = (value: ReactNode) =>
  value === '' || value === null || value === undefined || value === false ? '—' : value;

/** Label and value pairs; below sm the value goes under its label, so a phone keeps both whole. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <dl className="row mb-3">
      {fields.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-sm-4 col-lg-3">{label}</dt>
          <dd className="col-sm-8 col-lg-9 text-break">{shown(value)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
