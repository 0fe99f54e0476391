import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

interface Props {
  title?: string;
  error: unknown;
  onRetry?: () => void;
}

/** A failed load, with what went wrong and a way to try again. */
export function ErrorState({ title = 'Something went wrong', error, onRetry }: Props) {
  const message =
    error instanceof Error && error.message ? error.message : 'The request did not succeed.';
  return (
    <Alert variant="danger" className="my-3">
      <Alert.Heading as="h2" className="h5">
        {title}
      </Alert.Heading>
      <p className="mb-2">{message}</p>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
