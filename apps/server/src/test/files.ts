import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (its path from `dir`) with a digest of its bytes. */
export function filesUnder(dir: string): Record<string, string> {
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return Object.fromEntries(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const digest = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
        return [path.relative(dir, file), digest];
      }),
  );
}
