import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit loads this file as CommonJS, so __dirname is defined. It wants paths relative
// to the working directory (absolute ones break its journal), so resolve them from here to
// let `drizzle-kit generate --config apps/server/drizzle.config.ts` work from any directory.
const fromHere = (file: string) => path.relative(process.cwd(), path.join(__dirname, file));

export default defineConfig({
  dialect: 'postgresql',
  schema: fromHere('src/db/schema.ts'),
  out: fromHere('src/db/migrations'),
  strict: true,
});
