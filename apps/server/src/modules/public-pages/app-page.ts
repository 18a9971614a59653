import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The screens visitors open first, from a link or a search, by address: their chunks are
 * named in the page itself, so the phone fetches them beside the app's entry instead of
 * after it has run (ADR 014). Kept to the public pages; the shop's screens open in the app.
 */
const FIRST_SCREENS: [RegExp, string][] = [
  [/^\/$/, 'src/features/landing/landing-page.tsx'],
  [/^\/auth$/, 'src/features/auth/auth-page.tsx'],
  [/^\/welcome$/, 'src/features/onboarding/welcome-page.tsx'],
  [/^\/deals$/, 'src/features/deals/deals-page.tsx'],
  [/^\/campaigns\/[^/]+$/, 'src/features/campaigns/campaigns-page.tsx'],
];

type Manifest = Record<string, { file: string; imports?: string[] } | undefined>;

const MANIFEST = path.join('.vite', 'manifest.json');
const HEAD_END = '</head>';

/** Whether the address is one of the screens `appPage` names the chunks of. */
export function isFirstScreen(pathname: string): boolean {
  return FIRST_SCREENS.some(([pattern]) => pattern.test(pathname));
}

/**
 * The app page (index.html) for `pathname`, with a `modulepreload` link for each chunk its
 * screen loads that the page does not name yet. Both files are read on each request, like
 * the page always was, so a new build reaches phones at once; without a manifest (a test's
 * build) the page is as built.
 */
export async function appPage(webDist: string, pathname: string): Promise<string> {
  const indexHtml = await fs.readFile(path.join(webDist, 'index.html'), 'utf8');
  const screen = FIRST_SCREENS.find(([pattern]) => pattern.test(pathname))?.[1];
  const manifest = screen ? await readManifest(webDist) : null;
  if (!screen || !manifest) return indexHtml;
  const links = chunksOf(manifest, screen)
    .map((file) => `/${file}`)
    .filter((href) => !indexHtml.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return indexHtml.replace(HEAD_END, () => `  ${links.join('\n    ')}\n  ${HEAD_END}`);
}

async function readManifest(webDist: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(webDist, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The screen's chunk and every chunk it imports statically, each once. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)),
  ];
}
