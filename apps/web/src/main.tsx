import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { prepareLanguage } from './i18n/i18n';
// Before the router: a screen's leave guard must hear Back first.
import './lib/leave-guard';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A phone that shows Hindi has its catalogue before the first paint (cached by the service
// worker after the first visit); if it cannot be fetched, English shows.
void prepareLanguage()
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <Providers />
      </StrictMode>,
    ),
  );

// In development a cached shell would hide fresh code, so only production builds register it.
if (import.meta.env.PROD) registerServiceWorker();
