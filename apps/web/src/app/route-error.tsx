import Button from 'react-bootstrap/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last resort for a page that failed to load or render. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <div className="py-4">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. A newer version of the site may be available.</p>
      <p className="text-body-secondary small">{detail}</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}

/** The shell itself failed (e.g. the site could not be loaded). */
export function RootError() {
  return (
    <main id="main" className="container">
      <RouteError />
    </main>
  );
}
