export type AnalyticsProvider = {
  /** `path` is already cleaned with trackedPath(). */
  pageView(path: string): void;
};

const noopProvider: AnalyticsProvider = { pageView: () => {} };

// Paths whose last segment identifies a customer's bill: the token must never leave
// the browser in an analytics event, so the page is reported by its route alone.
const PRIVATE_PREFIXES = ['/your-bill', '/view-bill'];

/** The path as reported: `/your-bill/<token>` becomes `/your-bill`. */
export function trackedPath(path: string): string {
  const prefix = PRIVATE_PREFIXES.find((p) => path === p || path.startsWith(`${p}/`));
  return prefix ?? path;
}

/** Sends page views to a Plausible-style event endpoint. */
export function createPlausibleProvider(endpoint: string, domain: string): AnalyticsProvider {
  return {
    pageView(path) {
      const body = JSON.stringify({
        name: 'pageview',
        url: `${window.location.origin}${path}`,
        domain,
        referrer: document.referrer || null,
      });
      // text/plain keeps this a simple request (no CORS preflight); failures are not the user's concern.
      void fetch(endpoint, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'text/plain' },
        keepalive: true,
      }).catch(() => {});
    },
  };
}

function createAnalytics(): AnalyticsProvider {
  const endpoint = import.meta.env.VITE_ANALYTICS_URL;
  if (!endpoint) return noopProvider;
  return createPlausibleProvider(
    endpoint,
    import.meta.env.VITE_ANALYTICS_DOMAIN || window.location.hostname,
  );
}

export const analytics: AnalyticsProvider = createAnalytics();
