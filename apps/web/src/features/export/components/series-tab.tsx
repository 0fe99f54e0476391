import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

interface Props {
  text: string;
  onText: (text: string) => void;
  /** The series number to show; blank text is not searched. */
  onSearch: (seriesNumber: string) => void;
}

/** Series: a series number, searched when Enter is pressed (or Search). */
export function SeriesTab({ text, onText, onSearch }: Props) {
  return (
    <Form
      role="search"
      aria-label="Series"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== '') onSearch(text.trim());
      }}
    >
      <Form.Label htmlFor="export-series">Series number</Form.Label>
      <InputGroup>
        <Form.Control
          id="export-series"
          type="search"
          value={text}
          autoComplete="off"
          placeholder="Series number, then Enter"
          onChange={(e) => onText(e.target.value)}
        />
        <Button type="submit" variant="primary" disabled={text.trim() === ''}>
          Search
        </Button>
      </InputGroup>
    </Form>
  );
}
