import Form from 'react-bootstrap/Form';

export interface SalesRepChoice {
  number: string;
  name: string;
}

interface Props {
  choices: SalesRepChoice[];
  value: string;
  onChange: (salesRep: string) => void;
}

/** Narrows a list to one of the user's sales reps; shown with more than 2 of them. */
export function SalesRepPicker({ choices, value, onChange }: Props) {
  return (
    <Form.Group controlId="list-sales-rep">
      <Form.Label visuallyHidden>Sales Rep</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All sales reps</option>
        {/* A shared link may name a rep this user does not hold: the server answers for it. */}
        {value !== '' && !choices.some((rep) => rep.number === value) && (
          <option value={value}>{value}</option>
        )}
        {choices.map((rep) => (
          <option key={rep.number} value={rep.number}>
            {rep.name} ({rep.number})
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
