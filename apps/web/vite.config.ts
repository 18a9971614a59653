import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type ProxyOptions, type Rolldown, type UserConfig } from 'vite';

// `npm run dev` starts the API on API_PORT (3001 unless set); the dev and preview servers
// forward API calls and stored images there, so the browser sees one origin as in production.
/** The one script of each page the server draws, an entry of its own beside the app. */
const PAGE_SCRIPT_ENTRIES = {
  'receipt-script': 'src/ssr/receipt-script.ts',
  'deal-script': 'src/ssr/deal-script.ts',
  'landing-script': 'src/ssr/landing-script.ts',
  'deals-script': 'src/ssr/deals-script.ts',
};

/**
 * A build message that says nothing about this app: libraries mark files "use client" for
 * React's server components, and a browser bundle has no other kind.
 */
const onLog: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handler(level, log);
};

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget },
  '/files': { target: apiTarget },
};

/**
 * Fills the placeholders in public/sw.js with this build's files: the app page by its own
 * address (`/index.html`: the server draws `/`, ADR 014), every chunk (each screen's too, so
 * every screen opens offline, not only the one first visited) and the CSS, with a version
 * derived from their hashed names. A new release thus changes sw.js and gets a fresh cache.
 */
function serviceWorkerShell(): Plugin {
  return {
    name: 'khatabill:service-worker-shell',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.values(bundle)
        .filter((output) => output.type === 'chunk' || output.fileName.endsWith('.css'))
        .map((output) => output.fileName);
      const urls = ['/index.html', ...files.sort().map((file) => `/${file}`)];
      const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
      const swPath = join(options.dir ?? 'dist', 'sw.js');
      const source = await readFile(swPath, 'utf8');
      await writeFile(
        swPath,
        source
          .replace('__SHELL_VERSION__', version)
          .replace(`['__SHELL_FILES__']`, JSON.stringify(urls)),
      );
    },
  };
}

/**
 * The receipt a customer opens (`/your-bill/{token}`) is drawn on the server (ADR 014):
 * `vite build --ssr` bundles its renderer (src/ssr/receipt-page.tsx), React's server renderer
 * included, into dist-ssr/ for the server (and the customer statement's,
 * src/ssr/statement-page.tsx, ADR 017, the deal's, src/ssr/deal-page.tsx, ADR 014, and the
 * landing page's, src/ssr/landing-page.tsx, ADR 014) to import; no chunking, no service
 * worker, and the libraries' production builds.
 */
const receiptRendererBuild: UserConfig = {
  plugins: [react(), tailwindcss()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    cssMinify: true,
    rolldownOptions: {
      onLog,
      input: {
        'receipt-page': 'src/ssr/receipt-page.tsx',
        'statement-page': 'src/ssr/statement-page.tsx',
        'deal-page': 'src/ssr/deal-page.tsx',
        'landing-page': 'src/ssr/landing-page.tsx',
        'deals-page': 'src/ssr/deals-page.tsx',
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? receiptRendererBuild
    : {
        plugins: [
          react(),
          tailwindcss(),
          serviceWorkerShell(),
          // `ANALYZE=1 npm run build`: dist/stats.html, a treemap of each chunk's modules (gzip).
          process.env.ANALYZE ? visualizer({ filename: 'dist/stats.html', gzipSize: true }) : null,
        ],
        server: { proxy },
        preview: { proxy },
        build: {
          outDir: 'dist',
          // The server reads it to link the script of each page it draws (its hashed name).
          manifest: true,
          // Every browser the app serves preloads modules itself (Chrome 66+, Safari 17+); one
          // without would only fetch a screen's chunks after the entry, not alongside it.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            onLog,
            input: { index: 'index.html', ...PAGE_SCRIPT_ENTRIES },
            output: {
              // Libraries change less often than the app: separate chunks stay cached across releases.
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
                  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                  { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
                ],
              },
            },
          },
        },
      },
);
