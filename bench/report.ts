import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './processes';

// docs/benchmarks.md: each command writes its own section between markers and leaves the
// rest of the page (the other command's section, notes on what was changed and why) alone.

export const BENCHMARKS_FILE = path.join(REPO_ROOT, 'docs', 'benchmarks.md');

const TITLE = `# Benchmarks

Written by \`npm run bench\` (API under load) and \`npm run bench:web\` (what the browser
loads); see \`bench/README.md\`. Numbers depend on the machine and on what else runs on it:
compare runs made on the same machine in the same minute.
`;

/** The machine a run was made on, as lines of a list. */
export function machineLines(extra: Record<string, string> = {}): string[] {
  const cpus = os.cpus();
  const facts: Record<string, string> = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    machine: `${cpus.length} cores, ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    'operating system': `${os.type()} ${os.release()}`,
    node: process.version,
    ...extra,
  };
  return Object.entries(facts).map(([name, value]) => `- ${name}: ${value}`);
}

/** A Markdown table. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The rows of the Markdown table in `text` (one table, as `table` writes it), each a record of
 * its cells by the header's names.
 */
export function tableRows(text: string): Record<string, string>[] {
  const [header, , ...rows] = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|') && line.endsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  return rows.map((cells) =>
    Object.fromEntries((header ?? []).map((name, index) => [name, cells[index] ?? ''])),
  );
}

const markers = (name: string) => ({
  start: `<!-- ${name}: written by the command, do not edit by hand -->`,
  end: `<!-- /${name} -->`,
});

/** The section `name` of docs/benchmarks.md as the last run wrote it, if there is one. */
export function readSection(name: string): string | undefined {
  if (!fs.existsSync(BENCHMARKS_FILE)) return undefined;
  const page = fs.readFileSync(BENCHMARKS_FILE, 'utf8');
  const { start, end } = markers(name);
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  return from >= 0 && to > from ? page.slice(from + start.length, to) : undefined;
}

/** Replaces (or adds) the section `name` of docs/benchmarks.md. */
export function writeSection(name: string, content: string): void {
  const { start, end } = markers(name);
  const section = `${start}\n${content.trim()}\n${end}`;
  const page = fs.existsSync(BENCHMARKS_FILE) ? fs.readFileSync(BENCHMARKS_FILE, 'utf8') : TITLE;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${page.slice(0, from)}${section}${page.slice(to + end.length)}`
      : `${page.trimEnd()}\n\n${section}\n`;
  fs.mkdirSync(path.dirname(BENCHMARKS_FILE), { recursive: true });
  fs.writeFileSync(BENCHMARKS_FILE, next);
}

export const round = (value: number) =>
  value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
export const grouped = (value: number) => Math.round(value).toLocaleString('en-US');
