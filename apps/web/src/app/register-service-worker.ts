/** Registers the app-shell cache (public/sw.js) once the page has loaded, so it never competes with first paint. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it; only offline start-up is lost.
      console.warn('Service worker registration failed', error);
    });
  });
}
