import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { useCatalogs } from '../../api/get-catalogs.ts';
import { useCatalogQuery } from '../../ui/use-catalog-query.ts';

/** Shown only when the site has more than one catalogue; switching opens that catalogue's home. */
export function CatalogSwitcher() {
  const catalogs = useCatalogs();
  const { catalogId, isPreview } = useCatalogQuery();
  const navigate = useNavigate();
  if (catalogs.length <= 1) return null;

  const onChange = (value: string) => {
    const query = new URLSearchParams({ catalogId: value });
    if (isPreview) query.set('isPreview', 'true');
    void navigate({ pathname: '/', search: `?${query.toString()}` });
  };

  return (
    <Form.Group controlId="catalog-switcher" className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0 small text-nowrap catalog-switcher-label">Catalogue</Form.Label>
      <Form.Select
        size="sm"
        className="w-auto"
        value={String(catalogId)}
        onChange={(event) => onChange(event.target.value)}
      >
        {catalogs.map((c) => (
          <option key={c.CatalogId} value={c.CatalogId}>
            {c.DisplayName}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
