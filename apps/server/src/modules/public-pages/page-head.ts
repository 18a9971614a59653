import { PRODUCT_NAME } from '@khatabill/domain';

/** What a public page says about itself to browsers, search engines and link previews. */
export type PageHead = {
  title: string;
  description: string;
  /** Open Graph properties without their `og:` prefix (title, type, image, …). */
  openGraph?: Record<string, string>;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML, inside an element or a quoted attribute alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

// The app page's own title and description give way to the page's. Linear patterns (no
// nested quantifiers) over our own build.
const TITLE = /<title>[^<]*<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;
const HEAD_END = '</head>';

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
}

/**
 * The app page (index.html) with `head` at the end of its <head>: its own title and
 * description removed, the page's title, description and Open Graph tags added.
 * Every value is escaped, so a shop named `</title><script>` stays text.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    metaTag('name', 'description', head.description),
    ...Object.entries(head.openGraph ?? {}).map(([key, value]) =>
      metaTag('property', `og:${key}`, value),
    ),
  ];
  // A function as the replacement, so a `$&` in a shop's name is not a pattern.
  return indexHtml
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace(HEAD_END, () => `  ${tags.join('\n    ')}\n  ${HEAD_END}`);
}

/**
 * `path` at `origin` (from publicOriginOf), or nothing without one: a preview is read away
 * from the page, where a relative address leads nowhere.
 */
export function absoluteUrl(origin: string | null, path: string): string | undefined {
  return origin ? `${origin}${path}` : undefined;
}

type Preview = {
  title: string;
  /** Its parts, joined with ` · ` (empty ones left out). */
  description: string[];
  /** Absolute addresses: previews are read away from the page. */
  url?: string | undefined;
  image?: string | null | undefined;
};

/** The head of a page made to be shared: the link preview repeats its title and description. */
export function previewHead({ title, description, url, image }: Preview): PageHead {
  const text = description.filter(Boolean).join(' · ');
  return {
    title,
    description: text,
    openGraph: {
      title,
      description: text,
      type: 'website',
      site_name: PRODUCT_NAME,
      ...(url ? { url } : {}),
      ...(image ? { image } : {}),
    },
  };
}
