import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { databaseUrl } from './postgres-admin';
import { TEST_ENV } from './app';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
const START_TIMEOUT_MS = 30_000;

export type ServerProcess = { url: string; kill(): Promise<void> };

/**
 * The real server (`server.ts`) in a process of its own, on `database` of TEST_DATABASE_URL's
 * server and a free port, with the test apps' secret so their tokens work on it. For tests
 * that must kill a server the way an operator or the OOM killer would: `kill()` is SIGKILL.
 */
export async function startServer(database: string): Promise<ServerProcess> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('A server process needs TEST_DATABASE_URL.');
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      ...TEST_ENV,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(serverUrl, database),
    },
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
  return {
    url,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
