import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A page renderer of the web build, with the address of the page's script if it has one. */
export type WebRenderer<Module> = { module: Module; script: string | null };

const MANIFEST = path.join('.vite', 'manifest.json');

/**
 * A page renderer the web build made for the server (apps/web/vite.config.ts: the browser's
 * part in WEB_DIST, the server's beside it, apps/web/dist → apps/web/dist-ssr/<name>.js),
 * with the hashed address of the page's script (`scriptEntry`, an entry of the browser
 * build) from the build's manifest. Null when the build has none (an older build, or a
 * test's): the page is then the app's. Imported on the first page it draws and kept, so
 * start-up pays nothing; a failed import is tried again on the next page.
 */
export function webRendererOf<Module>(
  webDist: string,
  name: string,
  scriptEntry?: string,
): (() => Promise<WebRenderer<Module>>) | null {
  const rendererFile = `${webDist}-ssr/${name}.js`;
  if (!existsSync(rendererFile)) return null;
  const load = async (): Promise<WebRenderer<Module>> => {
    const [module, script] = await Promise.all([
      import(pathToFileURL(rendererFile).href) as Promise<Module>,
      scriptEntry ? pageScriptOf(webDist, scriptEntry) : null,
    ]);
    return { module, script };
  };
  let loaded: Promise<WebRenderer<Module>> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

/** The hashed address of a page's script, read from the browser build's manifest. */
async function pageScriptOf(webDist: string, entry: string): Promise<string | null> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(webDist, MANIFEST), 'utf8')) as Record<
      string,
      { file?: string } | undefined
    >;
    const file = manifest[entry]?.file;
    return file ? `/${file}` : null;
  } catch {
    return null;
  }
}
