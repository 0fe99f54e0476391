import type { Supersession } from '@portal/domain';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useSupersession } from '../api/supersession-calls.ts';
import { SupersessionForm } from './supersession-form.tsx';

interface Props {
  catalogNumber: string;
  /** The Model level's CanUpdate: the form to set, change or remove the replacement. */
  canEdit: boolean;
}

/**
 * A model's replacement on the editor site (decision 177): what replaces it, the note, and
 * the model buyers are offered at the end of the chain; with CanUpdate, the form to change it.
 */
export function SupersessionPanel({ catalogNumber, canEdit }: Props) {
  const titleId = useId();
  const query = useSupersession(catalogNumber);
  return (
    <section aria-labelledby={titleId} className="mb-3">
      <h3 id={titleId} className="h6">
        Replacement
      </h3>
      {query.isPending ? (
        <p role="status" className="text-secondary small">
          <Spinner size="sm" className="me-2" aria-hidden />
          Loading the replacement...
        </p>
      ) : query.isError ? (
        <Alert variant="danger" className="py-2">
          <p className="mb-1">The replacement could not be read: {query.error.message}</p>
          <Button size="sm" variant="outline-danger" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <ReplacementSummary link={query.data} />
          {canEdit && <SupersessionForm current={query.data} idPrefix={titleId} />}
        </>
      )}
    </section>
  );
}

function ReplacementSummary({ link }: { link: Supersession }) {
  if (!link.ReplacedBy) return <p className="mb-2">Not replaced</p>;
  // The chain past the direct replacement, when there is one: A → B → C.
  const chain = link.Chain.length > 2 ? link.Chain.join(' → ') : null;
  return (
    <div className="mb-2">
      <p className="mb-1">
        Replaced by <strong>{link.ReplacedBy}</strong>
      </p>
      {link.Note && <p className="mb-1 small text-break">{link.Note}</p>}
      {chain && <p className="mb-1 small text-secondary text-break">Chain: {chain}</p>}
      <p className="mb-1 small">
        {link.Replacement
          ? `Buyers are offered ${link.Replacement}.`
          : 'No model of the chain can be ordered online.'}
      </p>
      {link.ChangedBy && link.ChangedAt && (
        <p className="mb-0 small text-secondary">
          Changed by {link.ChangedBy} on {new Date(link.ChangedAt).toLocaleString()}
        </p>
      )}
    </div>
  );
}
