import Alert from 'react-bootstrap/Alert';

export interface FormErrors {
  title: string;
  messages: string[];
}

/** Per-form error lists with their counts, shown when Pay finds something to correct. */
export function FormErrorList({ forms }: { forms: FormErrors[] }) {
  const failing = forms.filter((f) => f.messages.length > 0);
  if (failing.length === 0) return null;
  return (
    <Alert variant="danger" className="mb-3" role="alert" aria-live="assertive">
      <p className="fw-semibold mb-2">Please correct the following before paying:</p>
      {failing.map((form) => (
        <div key={form.title} className="mb-2">
          <h2 className="h6 mb-1">
            {form.title}{' '}
            <span className="badge text-bg-danger">
              {form.messages.length} {form.messages.length === 1 ? 'error' : 'errors'}
            </span>
          </h2>
          <ul className="mb-0 ps-3">
            {form.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ))}
    </Alert>
  );
}
