// `npm run migration:create -- <snake_case_name>`: writes an empty migration class in
// backend/src/migrations, named so that it sorts after every existing one (see the stamp), and
// registers it at the end of migrations/index.ts — the list the application applies, in order.
// The up() and down() are yours to write (raw SQL through this.addSql, as every migration here does).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = path.resolve(fileURLToPath(new URL('../backend/src/migrations', import.meta.url)));
const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error('Usage: npm run migration:create -- <snake_case_name>   (e.g. reagent_cas_numbers)');
  process.exit(1);
}

// The current UTC time, or — when hand-numbered migrations already run ahead of the clock (they do:
// 20261127700300 is not a time) — the highest stamp plus 100, so the new one still sorts last.
const now = BigInt(new Date().toISOString().replace(/\D/g, '').slice(0, 14));
const highest = readdirSync(folder)
  .map((file) => /^Migration(\d{14})_/.exec(file)?.[1])
  .filter(Boolean)
  .reduce((max, stamp) => (BigInt(stamp) > max ? BigInt(stamp) : max), 0n);
const stamp = String(now > highest ? now : highest + 100n);
const className = `Migration${stamp}_${name}`;
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

const indexPath = path.join(folder, 'index.ts');
const index = readFileSync(indexPath, 'utf8');
const lastImport = index.lastIndexOf('\nimport ');
const afterLastImport = index.indexOf('\n', lastImport + 1) + 1;
const listEnd = index.lastIndexOf('];');
if (lastImport < 0 || listEnd < afterLastImport) throw new Error(`${indexPath}: no import list or migrationsList found`);
writeFileSync(
  indexPath,
  index.slice(0, afterLastImport) +
    `import { ${className} } from './${className}.js';\n` +
    index.slice(afterLastImport, listEnd) +
    `  { name: '${className}', class: ${className} },\n` +
    index.slice(listEnd),
);
console.log(`Created ${path.relative(process.cwd(), file)} and registered it in migrations/index.ts`);
