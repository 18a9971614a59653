import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where `npm run build` puts the server, and `npm run serve` runs it from (ADR 012). */
export const SERVER_DIST = path.join(SERVER_ROOT, 'dist');
const ENTRY = path.join(SERVER_ROOT, 'src/server.ts');
const MIGRATIONS = path.join(SERVER_ROOT, 'src/db/migrations');

/**
 * Packages stay imports, loaded from node_modules at run time as under tsx (native code,
 * PGlite's WebAssembly and their own files stay where they are); the workspace's packages
 * (the domain, shipped as TypeScript) are compiled in.
 */
const packagesStayImports: Plugin = {
  name: 'packages-stay-imports',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@khatabill/') ? undefined : { external: true },
    );
  },
};

/**
 * The server as one JavaScript file, `<outDir>/server.js` (with its source map), beside a
 * copy of the migrations: Node starts it without compiling TypeScript first. It finds the
 * migrations beside itself and the web build at `../../web/dist`, as `src/` does.
 */
export async function buildServer({ outDir }: { outDir: string }): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [ENTRY],
    outfile: path.join(outDir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [packagesStayImports],
  });
  fs.cpSync(MIGRATIONS, path.join(outDir, 'migrations'), { recursive: true });
}
