import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** A web build holding only INDEX_HTML (its WEB_DIST), removed after the file's tests. */
export function useWebDist(): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-public-pages-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
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
