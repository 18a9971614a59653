/** The public deal's address in the API: a read counts a view, `/click` a tap. */
export function dealApiPath(idOrSlug: string): string {
  return `/campaigns/campaigns/${encodeURIComponent(idOrSlug)}`;
}
