import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

// Child processes of a benchmark run: started in a process group of their own, so that
// stopping one stops what it started too (npm → node), and stopped when the run ends however.

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export type Started = {
  url: string;
  /** From the spawn to the first 200 of `readyPath`. */
  startupMs: number;
  /** CPU time (user and system) its process group has used so far, in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
};

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

/** A port free on 127.0.0.1 at this moment. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/**
 * Starts `command` with `env` (PORT is set) and waits until GET `readyPath` answers 200.
 * Its output goes to `logFile`.
 */
export async function startProcess({
  command,
  env,
  readyPath,
  logFile,
  timeoutMs = 120_000,
}: {
  /** The command, or a function of the port it must listen on (PORT is set either way). */
  command: readonly string[] | ((port: number) => readonly string[]);
  env: Record<string, string>;
  readyPath: string;
  logFile: string;
  timeoutMs?: number;
}): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'w');
  const argv = typeof command === 'function' ? command(port) : command;
  const [program, ...args] = argv;
  if (!program) throw new Error('no command');
  const started = performance.now();
  const child = spawn(program, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilReady(`${url}${readyPath}`, exited, started + timeoutMs);
  } catch (error) {
    await stopChild(child, exited);
    throw new Error(`${argv.join(' ')} did not start (see ${logFile}): ${String(error)}`);
  }
  return {
    url,
    startupMs: performance.now() - started,
    cpuMs: () => (child.pid === undefined ? 0 : groupCpuMs(child.pid)),
    stop: () => stopChild(child, exited),
  };
}

async function waitUntilReady(url: string, exited: Promise<void>, deadline: number) {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  while (performance.now() < deadline) {
    if (hasExited) throw new Error('it exited');
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out');
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    await exited;
    // npm may exit before the server it started has closed its database: wait for the group.
    while (groupIsAlive(child)) await new Promise((resolve) => setTimeout(resolve, 50));
    clearTimeout(timer);
  }
  running.delete(child);
}

function groupIsAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** CPU time, in ms, of the processes in group `groupId` (npm, its shell, the server). */
function groupCpuMs(groupId: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcStat(Number(entry));
    if (stat?.groupId === groupId) total += stat.cpuMs;
  }
  return total;
}

/**
 * A process's group and CPU time from /proc/<pid>/stat (Linux), undefined once it is gone.
 * Fields after the command's closing parenthesis: 3rd the group, 12th and 13th user and
 * system time in clock ticks (100 a second on Linux).
 */
export function readProcStat(pid: number): { groupId: number; cpuMs: number } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    groupId: Number(fields[2]),
    cpuMs: (Number(fields[11]) + Number(fields[12])) * 10,
  };
}
