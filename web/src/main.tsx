import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { config } from './config/config';
import { loadStoredToken } from './lib/auth';
import { prerenderKey } from './lib/prerender-key';
import './styles/global.css';

loadStoredToken();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A prerendered page (scripts/prerender-web.ts) is hydrated when it was built with this config;
// otherwise, and on every other page, React renders into the root afresh. Either as a
// transition: the first render then yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (Lighthouse's TBT: a 120 ms task on the vet list;
// hydration outside a transition is not time-sliced either: 55 to 90 ms tasks on /login).
startTransition(() => {
  if (root.dataset['prerendered'] === prerenderKey(config)) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
