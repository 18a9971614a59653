// `npm run build` (its server part): compiles the server into apps/server/dist, which
// `npm run serve` starts. Development (`npm run dev`) and the other commands run the
// TypeScript source with tsx instead.
import path from 'node:path';
import { buildServer, SERVER_DIST } from './server-build';

await buildServer({ outDir: SERVER_DIST });
console.log(`Built the server into ${path.relative(process.cwd(), SERVER_DIST) || '.'}`);
