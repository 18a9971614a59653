import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// What a phone downloads to show each screen first: the entry chunk and the screen's own
// chunk, each with every chunk it imports statically, read from the build's manifest
// (Vite's `build.manifest`). Used by route-budgets.test.ts and `npm run bench:web`.

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WEB_ROOT = path.join(REPO_ROOT, 'apps', 'web');
const VITE = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
export const BUDGETS_FILE = path.join(REPO_ROOT, 'tooling', 'route-budgets.json');

/** One route of tooling/route-budgets.json. */
export type RouteBudget = {
  route: string;
  /** Manifest keys loaded first: `index.html` (the entry) and the screen's source file. */
  load: string[];
  /** The most initial JS it may load, gzip, in kB (1 000 bytes). */
  budgetKb: number;
  /** Set while the route is known to be over its budget: why, and what brings it down. */
  over?: string;
};

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type RouteSize = RouteBudget & { jsBytes: number; cssBytes: number; files: string[] };

export function readBudgets(): RouteBudget[] {
  return (JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8')) as { routes: RouteBudget[] }).routes;
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * Builds the web app into `outDir` with its manifest, as `npm run build` does (a process of
 * its own, in production mode whatever NODE_ENV the caller runs under: a test runner's
 * "test" would bundle React's development build). `sourceMaps` writes each chunk's map
 * beside it without naming it in the chunk, so the chunks stay byte for byte the same.
 */
export function buildWeb(outDir: string, { sourceMaps = false } = {}): void {
  execFileSync(
    process.execPath,
    [
      VITE,
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
      ...(sourceMaps ? ['--sourcemap', 'hidden'] : []),
    ],
    { cwd: WEB_ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
}

/**
 * Builds the receipt page's server renderer beside `webDist` (`<webDist>-ssr`, where the
 * server looks for it), as `npm run build` does: the server draws `/your-bill/{token}`.
 */
export function buildReceiptRenderer(webDist: string): void {
  execFileSync(
    process.execPath,
    [VITE, 'build', '--ssr', '--outDir', `${webDist}-ssr`, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: WEB_ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
}

/** The route's initial JS and CSS, gzip-compressed (level 9) byte counts. */
export function sizeOf(dist: string, manifest: Manifest, budget: RouteBudget): RouteSize {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${budget.route}: the build has no chunk "${key}"`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  budget.load.forEach(visit);
  const chunks = [...seen].map((key) => manifest[key] as ManifestChunk);
  const js = chunks.map((chunk) => chunk.file);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const gzipped = (files: string[]) =>
    files.reduce(
      (sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
      0,
    );
  return { ...budget, jsBytes: gzipped(js), cssBytes: gzipped(css), files: [...js, ...css] };
}

/** Screens the entry loads lazily (`src/features/…`): each needs a route with a budget. */
export function lazyScreens(manifest: Manifest): string[] {
  return (manifest['index.html']?.dynamicImports ?? []).filter((key) =>
    key.startsWith('src/features/'),
  );
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
