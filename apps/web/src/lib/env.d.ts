// Build-time settings read by the shell (set them when running `vite build`).
interface ImportMetaEnv {
  /** Event endpoint of a Plausible-compatible analytics service, e.g. https://plausible.io/api/event */
  readonly VITE_ANALYTICS_URL?: string;
  /** The site name registered with that service; defaults to the page's host name. */
  readonly VITE_ANALYTICS_DOMAIN?: string;
}
