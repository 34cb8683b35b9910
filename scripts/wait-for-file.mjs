// Used by `nx serve backend`: the watcher compiles first, node starts once output exists.
import { existsSync } from 'node:fs';
const file = process.argv[2];
const started = Date.now();
while (!existsSync(file)) {
  if (Date.now() - started > 120_000) { console.error(`Timed out waiting for ${file}`); process.exit(1); }
  await new Promise((r) => setTimeout(r, 300));
}
