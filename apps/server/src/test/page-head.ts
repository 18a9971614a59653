import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/** Shaped like the built app page: a title and a description over several lines. */
export const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>KhataBill: free billing and khata for shops</title>
    <meta
      name="description"
      content="Make bills in seconds."
    />
    <script type="module" crossorigin src="/assets/index-a1b2c3.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The receipt page's script address in the manifest of `useWebDist({ renderers: true })`. */
export const RECEIPT_SCRIPT = '/assets/receipt-script-a1b2c3.js';
/** The deal page's, likewise. */
export const DEAL_SCRIPT = '/assets/deal-script-a1b2c3.js';
/** The landing page's, likewise. */
export const LANDING_SCRIPT = '/assets/landing-script-a1b2c3.js';
/** The deals list's, likewise. */
export const DEALS_SCRIPT = '/assets/deals-script-a1b2c3.js';

/** Deal addresses that name no running deal: an ended one's (`endedSlug`), unknown and malformed ones. */
export const missingDealPaths = (endedSlug: string) => [
  `/campaigns/${endedSlug}`,
  '/campaigns/no-such-deal',
  '/campaigns/00000000-0000-4000-8000-000000000000',
  `/campaigns/${'x'.repeat(500)}`,
  '/campaigns/a/b',
  '/campaigns/%3Cscript%3E',
];

const WEB_ROOT = fileURLToPath(new URL('../../../web', import.meta.url));
const VITE = path.join(WEB_ROOT, '..', '..', 'node_modules', 'vite', 'bin', 'vite.js');

/**
 * A web build (its WEB_DIST) holding INDEX_HTML, removed after the file's tests. With
 * `renderers`, also the real server renderers of the pages the server draws (receipt,
 * statement, deal, landing page), built from the web app's source beside it as `npm run
 * build` does (a few seconds), and a manifest naming the pages' scripts.
 */
export function useWebDist({ renderers = false } = {}): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-public-pages-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  if (renderers) {
    fs.mkdirSync(path.join(webDist, '.vite'));
    fs.writeFileSync(
      path.join(webDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/ssr/receipt-script.ts': { file: RECEIPT_SCRIPT.slice(1) },
        'src/ssr/deal-script.ts': { file: DEAL_SCRIPT.slice(1) },
        'src/ssr/landing-script.ts': { file: LANDING_SCRIPT.slice(1) },
        'src/ssr/deals-script.ts': { file: DEALS_SCRIPT.slice(1) },
      }),
    );
    execFileSync(
      process.execPath,
      [VITE, 'build', '--ssr', '--outDir', `${webDist}-ssr`, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: WEB_ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
    );
  }
  afterAll(() => {
    for (const dir of [webDist, `${webDist}-ssr`]) fs.rmSync(dir, { recursive: true, force: true });
  });
  return webDist;
}

export type Head = { title: string[]; meta: Record<string, string[]>; scripts: number };

/** The page's head as a browser reads it: text and attribute values unescaped. */
export function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const unescape = (text: string) =>
    text
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  const meta: Record<string, string[]> = {};
  for (const [, key = '', content = ''] of head.matchAll(
    /<meta (?:name|property)="([^"]*)" content="([^"]*)" \/>/g,
  )) {
    (meta[unescape(key)] ??= []).push(unescape(content));
  }
  return {
    title: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, text = '']) => unescape(text)),
    meta,
    scripts: head.split('<script').length - 1,
  };
}
