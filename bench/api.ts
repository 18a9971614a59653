import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase, databaseUrl, dropDatabase } from '../apps/server/src/test/postgres-admin';
import { prepareDataset, type Dataset, type DatasetSize } from './dataset';
import { cpuMeter } from './cpu';
import {
  previousRun,
  ratioCell,
  scenarioKey,
  SERVER_CPU_COLUMN,
  TOLERANCE,
  withinBudget,
} from './cpu-ratio';
import { measure, type Measured } from './load';
import { REPO_ROOT, startProcess, type Started } from './processes';
import { grouped, machineLines, readSection, round, table, writeSection } from './report';
import { SCENARIOS, type Context, type Scenario, type Target } from './scenarios';
import { buildServer, logIn, startServer } from './server';

// `npm run bench [-- --quick] [--no-build] [--only <part of a name>[,<another>…]]`: the API under load on
// PostgreSQL and PGlite beside the floor, written to docs/benchmarks.md (bench/README.md).

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const MODES = {
  full: {
    postgres: { shops: 1_000, bills: 1_000_000, bigShopBills: 100_000 },
    pglite: { shops: 10, bills: 10_000, bigShopBills: 0 },
    warmupSeconds: 5,
    seconds: 15,
  },
  quick: {
    postgres: { shops: 60, bills: 30_000, bigShopBills: 10_000 },
    pglite: { shops: 5, bills: 2_000, bigShopBills: 0 },
    warmupSeconds: 2,
    seconds: 5,
  },
} as const;
const mode = MODES[args.quick ? 'quick' : 'full'];
const SECTION = 'bench:api';
// Read before this run overwrites it: its ratios are what this run's are held to.
const previous = previousRun(readSection(SECTION));

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const run = randomBytes(4).toString('hex');
const appDatabase = `khatabill_bench_${run}`;
const floorDatabase = `khatabill_bench_floor_${run}`;
// `--only` takes parts of names, comma-separated: a scenario runs when its name has one.
const onlyParts = args.only?.split(',').map((part) => part.trim());
const selected = SCENARIOS.filter(
  (scenario) =>
    scenario.target === 'floor' ||
    !onlyParts ||
    onlyParts.some((part) => scenario.name.includes(part)),
);
const needs = (target: Target) => selected.some((scenario) => scenario.target === target);

type Row = {
  scenario: Scenario | { name: string; target: Target };
  measured?: Measured;
  cells: string[];
};
const rows: Row[] = [];
const facts: Record<string, string> = {};
let floor: Measured | undefined;

try {
  if (!args['no-build']) buildServer();
  await createDatabase(serverUrl, floorDatabase);
  floor = await measureOn('floor', undefined, await startFloor(), floorDatabase);
  if (needs('postgres')) {
    await createDatabase(serverUrl, appDatabase);
    const database = { databaseUrl: databaseUrl(serverUrl, appDatabase) };
    facts.PostgreSQL = await postgresVersion(database.databaseUrl);
    const dataset = await seed('postgres', database, mode.postgres);
    await measureOn('postgres', dataset, await startServer(database, 'postgres'), appDatabase);
  }
  if (needs('pglite')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-bench-pglite-'));
    try {
      const dataset = await seed('pglite', { dataDir }, mode.pglite);
      await measureOn('pglite', dataset, await startServer({ dataDir }, 'pglite'));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept databases ${appDatabase} and ${floorDatabase}`);
  else for (const name of [appDatabase, floorDatabase]) await dropDatabase(serverUrl, name);
}
report();

async function seed(
  target: Target,
  database: Parameters<typeof prepareDataset>[0],
  size: DatasetSize,
) {
  console.log(`seeding ${target}: ${grouped(size.shops)} shops, ${grouped(size.bills)} bills…`);
  const dataset = await prepareDataset(database, size);
  facts[`${target} data`] =
    `${grouped(size.shops)} shops, ${grouped(size.bills)} bills` +
    (size.bigShopBills > 0 ? ` (the big shop ${grouped(size.bigShopBills)})` : '') +
    `, seeded in ${round(dataset.seedSeconds)} s`;
  return dataset;
}

function startFloor(): Promise<Started> {
  return startProcess({
    command: ['node', '--import', 'tsx', 'bench/floor-server.ts'],
    env: { FLOOR_DATABASE_URL: databaseUrl(serverUrl, floorDatabase) },
    readyPath: '/health',
    logFile: path.join(os.tmpdir(), 'khatabill-bench-floor.log'),
  });
}

/**
 * Runs the target's scenarios against a started server, then stops it; `databaseName` is the
 * PostgreSQL database whose backends' CPU counts with the server's (none for PGlite).
 */
async function measureOn(
  target: Target,
  dataset: Dataset | undefined,
  server: Started,
  databaseName?: string,
) {
  const cpu = cpuMeter(
    server,
    databaseName ? { maintenanceUrl: serverUrl, name: databaseName } : undefined,
  );
  let measuredFloor: Measured | undefined;
  try {
    if (target !== 'floor') {
      const seconds = (server.startupMs / 1000).toFixed(1);
      rows.push({
        scenario: { name: `start-up: \`npm run serve\` to /api/health in ${seconds} s`, target },
        cells: [],
      });
    }
    for (const scenario of selected.filter((each) => each.target === target)) {
      const context: Context = {
        dataset: dataset as Dataset,
        sessions: dataset
          ? await sessionsOf(server.url, dataset, scenario.shops?.(dataset) ?? [])
          : new Map(),
      };
      console.log(`${target}: ${scenario.name}…`);
      const measured = await measure(
        {
          url: server.url,
          connections: scenario.connections,
          request: scenario.request(context),
          cpu,
        },
        mode,
      );
      if (target === 'floor') measuredFloor = measured;
      rows.push({ scenario, measured, cells: cellsOf(scenario, measured, measuredFloor ?? floor) });
    }
  } finally {
    await server.stop();
  }
  return measuredFloor;
}

/** Sessions of the shops a scenario sends its requests as. */
async function sessionsOf(url: string, dataset: Dataset, shopIds: readonly string[]) {
  const shops = [dataset.bigShop, ...dataset.savingShops];
  const sessions = new Map<string, string>();
  for (const shop of shops.filter((each) => shopIds.includes(each.id))) {
    const { token } = await logIn(url, { mobile: shop.mobile, password: dataset.password });
    sessions.set(shop.id, token);
  }
  return sessions;
}

/**
 * The scenario's figures, and its server CPU per answer ÷ the floor's beside the last run's:
 * met when within `TOLERANCE` of it and every answer was a 2xx.
 */
function cellsOf(scenario: Scenario, measured: Measured, floorRun: Measured | undefined): string[] {
  const ratio = (measured.cpuPerAnswer?.server ?? NaN) / (floorRun?.cpuPerAnswer?.server ?? NaN);
  const before = previous.ratios.get(scenarioKey(scenario.name, scenario.target));
  const comparable = scenario.target !== 'floor' && Number.isFinite(ratio);
  return [
    grouped(measured.requestsPerSecond),
    String(round(measured.p50)),
    String(round(measured.p99)),
    grouped(measured.errors),
    cpuCell(measured.cpuPerAnswer?.server),
    cpuCell(measured.cpuPerAnswer?.database),
    Number.isFinite(ratio) ? ratioCell(ratio) : '',
    before === undefined ? 'none' : ratioCell(before),
    comparable && before !== undefined
      ? yesNo(measured.errors === 0 && withinBudget(ratio, before))
      : '',
  ];
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const {
      rows: [row],
    } = await client.query<{ server_version: string }>('show server_version');
    return row?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}

function report() {
  const pglite = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  const header = [
    'scenario',
    'database',
    'connections',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    SERVER_CPU_COLUMN,
    'PostgreSQL CPU ms',
    'server CPU ÷ floor',
    'previous run',
    'met',
  ];
  const body = rows.map(({ scenario, cells }) => {
    const named = [
      scenario.name,
      scenario.target,
      'connections' in scenario ? String(scenario.connections) : '',
      ...cells,
    ];
    return [...named, ...Array<string>(header.length - named.length).fill('')];
  });
  const failures = rows.flatMap(({ scenario, measured }) =>
    (measured?.failures ?? []).map((failure) => `- ${scenario.name}: ${failure}`),
  );
  const text = [
    '## API under load (`npm run bench`)',
    '',
    ...machineLines({ ...facts, PGlite: pglite.version }),
    `- load: autocannon, ${mode.warmupSeconds} s warm-up then ${mode.seconds} s measured per scenario` +
      (args.quick ? ' (`--quick`: a smaller database and shorter runs than a full run)' : ''),
    '',
    `Budget: each scenario's server CPU ms per answer ÷ the floor's in the same run (server CPU ÷`,
    `floor) at most ${Math.round((TOLERANCE - 1) * 100)} % above the same ratio in the previous run (previous run, taken`,
    `${previous.date ?? 'never'}); met when it is and every answer was a 2xx. req/s, p50 and p99`,
    'are information: with every connection busy they measure queueing more than the code.',
    '',
    table(header, body),
    ...(failures.length > 0 ? ['', 'Answers other than 2xx:', '', ...failures] : []),
  ].join('\n');
  console.log(`\n${text}\n`);
  writeSection(SECTION, text);
  console.log('written to docs/benchmarks.md');
}

/** CPU ms per answer; blank when not measured (PGlite's database is the server's own). */
function cpuCell(ms: number | null | undefined): string {
  // Three decimals: the floor's is about 0.1 ms, and the next run divides by it.
  return ms === null || ms === undefined ? '' : ms.toFixed(3);
}

function yesNo(met: boolean): string {
  return met ? 'yes' : '**no**';
}
