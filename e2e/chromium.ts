import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const BUNDLED_PACKAGE = '@sparticuz/chromium';

/**
 * The Chromium the browser tests drive, so `npm test` works on a fresh machine:
 * `CHROMIUM_PATH` when set, else Debian's at /usr/bin/chromium, else the headless Chromium
 * that ships inside the @sparticuz/chromium dev dependency (no download at run time).
 * `E2E_BUNDLED_CHROMIUM=1` skips the system one, to try the bundled one beside it.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  if (env.E2E_BUNDLED_CHROMIUM !== '1' && fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return bundledChromium();
}

/**
 * Unpacks the bundled Chromium once (a few seconds) and answers its path. The package
 * unpacks into the temporary folder's top level and reuses any `chromium` it finds there,
 * of whatever version, so it is given a folder of its own per version; a marker written
 * after a complete unpack keeps a half-written binary from being reused.
 */
function bundledChromium(): string {
  const version = packageVersion(BUNDLED_PACKAGE);
  const home = path.join(os.tmpdir(), `khatabill-chromium-${version}`);
  const done = path.join(home, '.unpacked');
  const unpacked = path.join(home, 'chromium');
  if (fs.existsSync(done) && fs.existsSync(unpacked)) return unpacked;
  fs.rmSync(home, { recursive: true, force: true });
  fs.mkdirSync(home, { recursive: true });
  // A child process: the config is read synchronously, and TMPDIR stays the child's own.
  const binary = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      `import chromium from '${BUNDLED_PACKAGE}';
       process.stdout.write(await chromium.executablePath());`,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, TMPDIR: home }, encoding: 'utf8' },
  );
  fs.writeFileSync(done, version);
  return binary;
}

function packageVersion(name: string): string {
  const manifest = path.join(REPO_ROOT, 'node_modules', name, 'package.json');
  if (!fs.existsSync(manifest)) {
    throw new Error(
      `No Chromium found: set CHROMIUM_PATH, install Debian's (apt-get install chromium), or run npm install for ${name}.`,
    );
  }
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}
