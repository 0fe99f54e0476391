import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from 'react-router';
import { useCatalogs } from '../../api/get-catalogs.ts';

/** Catalogs: the site's catalogues, each opening its home in the catalogue area. */
export function CatalogsMenu() {
  const catalogs = useCatalogs();
  return (
    <NavDropdown title="Catalogs" id="catalogs-menu">
      {catalogs.map((catalog) => (
        <NavDropdown.Item
          key={catalog.CatalogId}
          as={Link}
          to={`/catalog?catalogId=${catalog.CatalogId}`}
          eventKey={`catalog-${catalog.CatalogId}`}
        >
          {catalog.DisplayName}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}
