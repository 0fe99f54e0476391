import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router';
import { useMenu } from '../../api/get-menu.ts';
import { categoryPath } from '../../ui/catalog-paths.ts';
import { useCatalogQuery } from '../../ui/use-catalog-query.ts';

/** Home plus one entry per category; collapses behind a toggle below the md breakpoint. */
export function CategoryMenu() {
  const { catalogId, isPreview, search } = useCatalogQuery();
  const menu = useMenu(catalogId, isPreview);
  return (
    <Navbar
      expand="md"
      bg="dark"
      data-bs-theme="dark"
      aria-label="Main"
      className="py-1"
      collapseOnSelect
    >
      <Container>
        <Navbar.Toggle aria-controls="category-menu" className="my-1">
          <span className="navbar-toggler-icon" /> <span className="ms-1 text-white">Menu</span>
        </Navbar.Toggle>
        <Navbar.Collapse id="category-menu">
          <Nav className="flex-wrap">
            {/* eventKey lets collapseOnSelect close the phone menu after a choice. */}
            <Nav.Link as={NavLink} to={{ pathname: '/', search }} eventKey="/" end>
              Home
            </Nav.Link>
            {menu.data?.map((category) => (
              <Nav.Link
                key={category.CategoryId}
                as={NavLink}
                to={{ pathname: categoryPath(category.Name), search }}
                eventKey={categoryPath(category.Name)}
              >
                {category.DisplayName}
              </Nav.Link>
            ))}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
