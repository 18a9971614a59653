import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

// Where a CPU profile of the built app (DevTools protocol's Profiler) spent its time, named
// from the build's source maps: the shipped code is minified, so its own names say nothing.

/** The parts of the protocol's `Profiler.Profile` read here. */
export type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
};

export type FunctionTime = {
  /** The function's original name, or what V8 calls it (`(garbage collector)`, `(program)`). */
  name: string;
  /** Its source file (a package's path under node_modules, or the app's) and line. */
  where: string;
  selfMs: number;
  /** Self time plus everything it called, counted once however deep it recursed. */
  totalMs: number;
  /** The caller its self time came from most (for the browser's own functions: whose call). */
  calledFrom: string;
};

export type ProfileSummary = {
  /** Time the main thread ran (samples that were not idle), ms. */
  busyMs: number;
  functions: FunctionTime[];
  /** Self time by package (`react-dom`, `react-hook-form`, `app`, `(program)`, …), ms. */
  byPackage: [string, number][];
};

/**
 * Self and total time of each function. `dist` is the web build the pages came from:
 * `/assets/x.js` is named by `dist/assets/x.js.map`.
 *
 * Each busy sample counts the same share of the busy time (the time from each busy sample
 * to the next, added up). Not its own time to the next sample, as DevTools counts: on a
 * busy 2-core machine the profiler's thread is not always run, and one sample was seen
 * carrying 29 ms, which then all goes to whichever function it caught.
 */
export function summariseProfile(profile: CpuProfile, dist: string): ProfileSummary {
  const nameOf = functionNamer(dist);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const deltas = profile.timeDeltas ?? [];
  const busy = (profile.samples ?? [])
    .map((id, index) => ({ id, us: deltas[index + 1] ?? 0 }))
    .filter(({ id }) => byId.get(id)?.callFrame.functionName !== '(idle)');
  const busyMs = busy.reduce((sum, { us }) => sum + us, 0) / 1000;
  const sampleMs = busy.length > 0 ? busyMs / busy.length : 0;
  const samplesOf = new Map<number, number>();
  for (const { id } of busy) samplesOf.set(id, (samplesOf.get(id) ?? 0) + 1);

  /** The sample's stack, leaf first, each frame named and keyed. */
  const stackOf = (id: number) => {
    const stack: { key: string; name: string; where: string }[] = [];
    for (let at = byId.get(id); at; at = byId.get(parentOf.get(at.id) ?? -1)) {
      if (at.callFrame.functionName === '(root)') continue;
      const named = nameOf(at.callFrame);
      stack.push({ key: `${named.name} ${named.where}`, ...named });
    }
    return stack;
  };
  const functions = new Map<string, FunctionTime>();
  const entryOf = ({ key, name, where }: ReturnType<typeof stackOf>[number]) => {
    const entry = functions.get(key) ?? { name, where, selfMs: 0, totalMs: 0, calledFrom: '' };
    functions.set(key, entry);
    return entry;
  };
  const callerMs = new Map<FunctionTime, Map<string, number>>();
  for (const [id, count] of samplesOf) {
    const ms = count * sampleMs;
    const stack = stackOf(id);
    const [leaf, caller] = stack;
    if (!leaf) continue;
    // Each function on the stack gets the sample once in its total, however deep it recursed.
    const onStack = new Map(stack.map((frame) => [frame.key, frame]));
    for (const frame of onStack.values()) entryOf(frame).totalMs += ms;
    const entry = entryOf(leaf);
    entry.selfMs += ms;
    if (!caller) continue;
    const times = callerMs.get(entry) ?? new Map<string, number>();
    callerMs.set(entry, times);
    const callerName = `${caller.name} (${caller.where})`;
    times.set(callerName, (times.get(callerName) ?? 0) + ms);
  }
  for (const [entry, times] of callerMs) {
    entry.calledFrom = [...times].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  }
  const byPackage = new Map<string, number>();
  for (const entry of functions.values()) {
    const name = packageOf(entry);
    byPackage.set(name, (byPackage.get(name) ?? 0) + entry.selfMs);
  }
  return {
    busyMs,
    functions: [...functions.values()],
    byPackage: [...byPackage].sort((a, b) => b[1] - a[1]),
  };
}

/** The functions with the most self time. */
export function topBySelf(summary: ProfileSummary, count: number): FunctionTime[] {
  return [...summary.functions].sort((a, b) => b.selfMs - a.selfMs).slice(0, count);
}

/** The app's React components (a capitalised function of `apps/web/src`) by total time. */
export function topComponents(summary: ProfileSummary, count: number): FunctionTime[] {
  return summary.functions
    .filter((entry) => entry.where.startsWith('apps/web/') && /^[A-Z]/.test(entry.name))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, count);
}

function packageOf({ name, where }: FunctionTime): string {
  if (where === '') return name.startsWith('(') ? name : BUILT_INS;
  if (where.endsWith(UNMAPPED)) return `(${UNMAPPED})`;
  const inModules = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where);
  if (inModules?.[1]) return inModules[1];
  return where.startsWith('apps/web/') || where.startsWith('packages/') ? 'app' : where;
}

/** V8's own frames are `(program)`, `(garbage collector)`; others without a script are the browser's. */
const BUILT_INS = "(the browser's functions: DOM, fetch, storage…)";
/** What the bundler wrote itself (its preload helper, module wrappers) is in no source. */
const UNMAPPED = 'not in the source maps';

type CallFrame = CpuProfile['nodes'][number]['callFrame'];

/** Names call frames through the source maps of `dist`, each map read once. */
function functionNamer(dist: string): (frame: CallFrame) => { name: string; where: string } {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string) => {
    const file = url.startsWith('http') ? path.join(dist, new URL(url).pathname) : '';
    if (!maps.has(file)) {
      const mapFile = `${file}.map`;
      maps.set(
        file,
        file && fs.existsSync(mapFile)
          ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')))
          : null,
      );
    }
    return maps.get(file) ?? null;
  };
  return (frame) => {
    const fallback = {
      // No URL and no name: the bench's own probes (its init script and evaluations).
      name: frame.functionName || (frame.url ? '(anonymous)' : "(the bench's probes)"),
      where: frame.url
        ? `${path.basename(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}, ${UNMAPPED}`
        : '',
    };
    const map = frame.url ? mapOf(frame.url) : null;
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
    // Outside every mapped range, Node answers an empty object.
    if (!entry || !('originalSource' in entry) || !entry.originalSource) return fallback;
    const where = `${repoPath(entry.originalSource)}:${entry.originalLine + 1}`;
    // Node's types leave out the name it gives (the original one, where the map has it).
    const name = 'name' in entry && typeof entry.name === 'string' ? entry.name : '(anonymous)';
    return { name, where };
  };
}

/** `../../node_modules/react-dom/cjs/x.js` → `node_modules/react-dom/cjs/x.js`, `../src/a.ts` → `apps/web/src/a.ts`. */
function repoPath(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules);
  const resolved = source.startsWith('file://') ? new URL(source).pathname : source;
  const inRepo = /(?:^|\/)((?:apps|packages)\/.*)$/.exec(resolved);
  if (inRepo?.[1]) return inRepo[1];
  return resolved.replace(/^(\.\.\/)+/, '');
}
