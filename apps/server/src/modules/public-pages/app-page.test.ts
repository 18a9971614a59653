import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appPage, isFirstScreen } from './app-page';

const INDEX_HTML = `<html><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head><body><div id="root"></div></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_react-1.js'] },
  'src/features/auth/auth-page.tsx': {
    file: 'assets/auth-page-1.js',
    imports: ['_react-1.js', '_form-1.js'],
  },
  'src/features/deals/deals-page.tsx': { file: 'assets/deals-page-1.js', imports: ['_form-1.js'] },
};

function writeWebDist(withManifest: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-app-page-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  if (withManifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  }
  return dir;
}

const built = writeWebDist(true);
const withoutManifest = writeWebDist(false);
afterAll(() => {
  for (const dir of [built, withoutManifest]) fs.rmSync(dir, { recursive: true, force: true });
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    ([, href]) => href,
  );

describe('the app page of a screen visitors open first', () => {
  it("names the screen's chunks and what they import, each once, in its head", async () => {
    const page = await appPage(built, '/auth');

    expect(preloads(page)).toEqual([
      '/assets/react-1.js',
      '/assets/auth-page-1.js',
      '/assets/form-1.js',
    ]);
    expect(page.indexOf('/assets/auth-page-1.js')).toBeLessThan(page.indexOf('</head>'));
  });

  it('is the page as built for the other screens and for a build without a manifest', async () => {
    expect(await appPage(built, '/dashboard')).toBe(INDEX_HTML);
    expect(await appPage(withoutManifest, '/auth')).toBe(INDEX_HTML);
  });

  it('knows the public screens by their address', () => {
    expect(
      ['/', '/auth', '/welcome', '/deals', '/campaigns/diwali-sale'].every(isFirstScreen),
    ).toBe(true);
    expect(['/dashboard', '/auth/x', '/campaigns/a/b', '/your-bill/t'].some(isFirstScreen)).toBe(
      false,
    );
  });
});
