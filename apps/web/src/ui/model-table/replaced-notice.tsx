import { SupersessionMessage } from '@portal/domain';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { searchResultTo } from '../search-box/result-route.ts';
import { useCatalogQuery } from '../use-catalog-query.ts';
import { useModelReplacement } from './get-model-replacement.ts';

/**
 * Says that a model was replaced, and links to the model offered instead (decision 177).
 * Nothing shows for a model that is not replaced, nor while the answer is on its way.
 */
export function ReplacedNotice({ catalogNumber }: { catalogNumber: string }) {
  const { search } = useCatalogQuery();
  const { data } = useModelReplacement(catalogNumber);
  if (!data?.ReplacedBy) return null;
  const offered = data.Replacement;
  return (
    <Alert variant="warning" className="py-2 small" data-testid="replaced-notice">
      <p className="mb-1 fw-semibold">{SupersessionMessage.replacedBy(data.ReplacedBy)}</p>
      {data.Note && <p className="mb-1">{data.Note}</p>}
      {offered?.PcnCatalogNumber ? (
        <Link to={searchResultTo(offered, search)} className="alert-link">
          Order {offered.PcnCatalogNumber} instead
        </Link>
      ) : (
        <span>No replacement can be ordered online.</span>
      )}
    </Alert>
  );
}
