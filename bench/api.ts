import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase, databaseUrl, dropDatabase } from '../apps/server/src/test/postgres-admin';
import { prepareDataset, type Dataset, type DatasetSize } from './dataset';
import { cpuMeter } from './cpu';
import { measure, type Measured } from './load';
import { REPO_ROOT, startProcess, type Started } from './processes';
import { grouped, machineLines, round, table, writeSection } from './report';
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
const STARTUP_BUDGET_MS = 3_000;

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
      const budgeted = target === 'postgres';
      rows.push({
        scenario: { name: `start-up: \`npm run serve\` to /api/health in ${seconds} s`, target },
        cells: [
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          budgeted ? '≤ 3 s' : '',
          budgeted ? yesNo(server.startupMs <= STARTUP_BUDGET_MS) : '',
        ],
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

function cellsOf(
  scenario: Scenario,
  measured: Measured,
  reference: Measured | undefined,
): string[] {
  const ratio = reference ? measured.requestsPerSecond / reference.requestsPerSecond : NaN;
  const met = scenario.budget
    ? measured.errors === 0 && scenario.budget.isMet(measured, reference)
    : undefined;
  return [
    grouped(measured.requestsPerSecond),
    String(round(measured.p50)),
    String(round(measured.p99)),
    grouped(measured.errors),
    cpuCell(measured.cpuPerAnswer?.server),
    cpuCell(measured.cpuPerAnswer?.database),
    scenario.target === 'floor' ? '1' : Number.isNaN(ratio) ? '' : ratio.toFixed(2),
    scenario.budget?.text ?? '',
    met === undefined ? '' : yesNo(met),
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
    'server CPU ms',
    'PostgreSQL CPU ms',
    '× floor',
    'budget (issue 12)',
    'met',
  ];
  const body = rows.map(({ scenario, cells }) => [
    scenario.name,
    scenario.target,
    'connections' in scenario ? String(scenario.connections) : '',
    ...cells,
  ]);
  const failures = rows.flatMap(({ scenario, measured }) =>
    (measured?.failures ?? []).map((failure) => `- ${scenario.name}: ${failure}`),
  );
  const text = [
    '## API under load (`npm run bench`)',
    '',
    ...machineLines({ ...facts, PGlite: pglite.version }),
    `- load: autocannon, ${mode.warmupSeconds} s warm-up then ${mode.seconds} s measured per scenario` +
      (args.quick
        ? ' (`--quick`: a smaller database and shorter runs than the budgets assume)'
        : ''),
    '',
    table(header, body),
    ...(failures.length > 0 ? ['', 'Answers other than 2xx:', '', ...failures] : []),
  ].join('\n');
  console.log(`\n${text}\n`);
  writeSection('bench:api', text);
  console.log('written to docs/benchmarks.md');
}

/** CPU ms per answer; blank when not measured (PGlite's database is the server's own). */
function cpuCell(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '' : ms.toFixed(2);
}

function yesNo(met: boolean): string {
  return met ? 'yes' : '**no**';
}
