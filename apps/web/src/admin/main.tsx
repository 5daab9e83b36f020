import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

const root = createRoot(document.getElementById('root')!);
const render = (app: ReactNode) => root.render(<StrictMode>{app}</StrictMode>);

// The admin's document (the server renders every public page): react-admin and its router load as
// their own chunk.
void import('./admin-router').then(({ AdminRouter }) => render(<AdminRouter />));

// Offline support: register the service worker after load, from its own small chunk.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('../lib/register-service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
