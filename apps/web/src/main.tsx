import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);

// In development a cached shell would hide fresh code, so only production builds register it.
if (import.meta.env.PROD) registerServiceWorker();
