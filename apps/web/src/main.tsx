import 'bootstrap/dist/css/bootstrap.min.css';
import './app/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prepareHydration } from './ssr/hydrate-page.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Not a top-level await: the route modules it loads import this module's chunk, which would
// wait for this module to finish first.
void prepareHydration()
  .catch(() => false)
  .then((serverRendered) => {
    // As a transition, taking over the server's markup yields to the browser every few
    // milliseconds instead of holding the main thread for the whole page (decision 156).
    if (serverRendered) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  });
