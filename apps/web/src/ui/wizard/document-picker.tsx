import Form from 'react-bootstrap/Form';

/** The types the order and inquiry documents accept (the server checks the content). */
const ACCEPT = '.pdf,.csv,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg,.gif,.webp,.tif,.tiff,.bmp';

interface Props {
  id: string;
  label: string;
  files: readonly File[];
  onFiles: (files: File[]) => void;
  error?: string | null;
}

/** Documents to send with an order or an inquiry, chosen from the device. */
export function DocumentPicker({ id, label, files, onFiles, error = null }: Props) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="file"
        accept={ACCEPT}
        multiple
        isInvalid={error !== null}
        onChange={(e) => onFiles([...((e.target as HTMLInputElement).files ?? [])])}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {files.length > 0 && <Form.Text>{files.map((f) => f.name).join(', ')}</Form.Text>}
    </Form.Group>
  );
}
