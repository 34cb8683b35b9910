// `npm run migration:create -- <module> <snake_case_name>`: writes an empty migration class in the
// module's own migrations folder (backend/src/modules/<module>/migrations; `platform` for the outbox's
// and the database's own, backend/src/shared/database/migrations), named so that it sorts after every
// existing one (see the stamp), and registers it at the end of backend/src/migrations/index.ts — the
// one ordered list the application applies (ADR 0021). The up() and down() are yours to write (raw SQL
// through this.addSql, as every migration here does; a table is created in its module's schema).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(fileURLToPath(new URL('../backend/src', import.meta.url)));
const [owner, name] = process.argv.slice(2);
const usage = 'Usage: npm run migration:create -- <module|platform> <snake_case_name>   (e.g. catalog reagent_cas_numbers)';
if (!owner || !name || !/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error(usage);
  process.exit(1);
}
const ownerFolder = owner === 'platform' ? path.join(src, 'shared/database') : path.join(src, 'modules', owner);
if (!existsSync(ownerFolder)) {
  console.error(`No module '${owner}' (backend/src/modules/${owner}).\n${usage}`);
  process.exit(1);
}
const folder = path.join(ownerFolder, 'migrations');
const indexPath = path.join(src, 'migrations/index.ts');
const index = readFileSync(indexPath, 'utf8');

// The current UTC time, or — when hand-numbered migrations already run ahead of the clock (they do:
// 20261127700300 is not a time) — the highest registered stamp plus 100, so the new one still sorts last.
const now = BigInt(new Date().toISOString().replace(/\D/g, '').slice(0, 14));
const highest = [...index.matchAll(/name: 'Migration(\d{14})_/g)]
  .map((match) => BigInt(match[1]))
  .reduce((max, stamp) => (stamp > max ? stamp : max), 0n);
const stamp = String(now > highest ? now : highest + 100n);
const className = `Migration${stamp}_${name}`;
mkdirSync(folder, { recursive: true });
const file = path.join(folder, `${className}.ts`);
writeFileSync(
  file,
  `import { Migration } from '@mikro-orm/migrations';

/** What this changes and why (the reader of a failed deploy starts here). */
export class ${className} extends Migration {
  override name = '${className}';

  up(): void {
    this.addSql(\`\`);
  }

  override down(): void {
    this.addSql(\`\`);
  }
}
`,
  { flag: 'wx' },
);

const from = `./${path.relative(path.dirname(indexPath), file).split(path.sep).join('/').replace(/\.ts$/, '.js')}`.replace(
  /^\.\/\.\.\//,
  '../',
);
const lastImport = index.lastIndexOf('\nimport ');
const afterLastImport = index.indexOf('\n', lastImport + 1) + 1;
const listEnd = index.lastIndexOf('];');
if (lastImport < 0 || listEnd < afterLastImport) throw new Error(`${indexPath}: no import list or migrationsList found`);
writeFileSync(
  indexPath,
  index.slice(0, afterLastImport) +
    `import { ${className} } from '${from}';\n` +
    index.slice(afterLastImport, listEnd) +
    `  { name: '${className}', class: ${className} },\n` +
    index.slice(listEnd),
);
console.log(`Created ${path.relative(process.cwd(), file)} and registered it in backend/src/migrations/index.ts`);
