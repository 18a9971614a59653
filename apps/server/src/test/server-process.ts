import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl } from './postgres-admin';
import { TEST_ENV } from './app';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
// tsx compiles the server, which then opens (or makes and migrates) its database: seconds on
// a quiet machine, most of a minute on a busy 2-core one.
const START_TIMEOUT_MS = 90_000;

/**
 * The timeout of a test or hook that starts server processes: two slow starts and the work
 * between them. A test that waits for a process must never give up before the process may.
 */
export const SERVER_PROCESS_TIMEOUT_MS = 4 * 60_000;

export type ServerProcess = {
  url: string;
  pid: number;
  /** SIGKILL: the process dies at once, mid-request, as under the OOM killer. */
  kill(): Promise<void>;
  /** SIGTERM: in-flight requests finish, the database closes, the process exits. */
  stop(): Promise<void>;
};

/** `node` arguments that start the server: its TypeScript source under tsx (as `npm run dev`). */
const SOURCE_SERVER = ['--import', 'tsx', SERVER_ENTRY];

/** `node` arguments that start a build of `buildServer` in `dir`, as `npm run serve` does. */
export function compiledServer(dir: string): string[] {
  return ['--enable-source-maps', path.join(dir, 'server.js')];
}

/**
 * The real server (`server.ts`) in a process of its own, on `database` of TEST_DATABASE_URL's
 * server and a free port, with the test apps' secret so their tokens work on it. For tests
 * that must kill a server the way an operator or the OOM killer would: `kill()` is SIGKILL.
 */
export async function startServer(
  database: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('A server process needs TEST_DATABASE_URL.');
  return startServerProcess(SOURCE_SERVER, {
    DATABASE_URL: databaseUrl(serverUrl, database),
    ...env,
  });
}

/** The server's source in a process of its own with `env` (DATA_DIR for an embedded database). */
export function startSourceServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(SOURCE_SERVER, env);
}

/** The real server on the embedded database kept in `dataDir` (which it locks while it runs). */
export async function startPgliteServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServerProcess(SOURCE_SERVER, { DATA_DIR: dataDir, ...env });
}

/**
 * `node <args>` (a server) with the test apps' settings and `env` on a free port, answered
 * once it says it listens.
 */
export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start')), START_TIMEOUT_MS);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`the server exited: ${output}`)));
  });
  const signal = async (name: NodeJS.Signals) => {
    child.kill(name);
    await exited;
  };
  return {
    url,
    pid: child.pid ?? 0,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}

/**
 * The server's source with `env`, for a start it must refuse: its exit code and everything it
 * printed. One that starts instead is stopped after the time a start may take (code null).
 */
export function runRefusedServer(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      SOURCE_SERVER,
      { env: serverEnv(env), timeout: START_TIMEOUT_MS },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** The test apps' settings and `env`, on a free port of this machine. */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...TEST_ENV, PORT: '0', HOST: '127.0.0.1', ...env };
}
