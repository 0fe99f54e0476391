import Form from 'react-bootstrap/Form';

export interface ExportFieldSwitches {
  inventory: boolean;
  pricing: boolean;
}

interface Props {
  /** Which switches the site offers: Inventory where it shows inventory, Pricing where it prices. */
  offered: ExportFieldSwitches;
  value: ExportFieldSwitches;
  onChange: (value: ExportFieldSwitches) => void;
}

/** 'Export Fields': what the files (and the viewer) hold beyond the catalogue's columns. */
export function ExportFields({ offered, value, onChange }: Props) {
  if (!offered.inventory && !offered.pricing) return null;
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-1">Export Fields</legend>
      <div className="d-flex flex-wrap column-gap-4">
        {offered.inventory && (
          <Form.Check
            type="switch"
            role="switch"
            id="export-field-inventory"
            label="Inventory"
            checked={value.inventory}
            onChange={(e) => onChange({ ...value, inventory: e.target.checked })}
          />
        )}
        {offered.pricing && (
          <Form.Check
            type="switch"
            role="switch"
            id="export-field-pricing"
            label="Pricing"
            checked={value.pricing}
            onChange={(e) => onChange({ ...value, pricing: e.target.checked })}
          />
        )}
      </div>
    </fieldset>
  );
}
