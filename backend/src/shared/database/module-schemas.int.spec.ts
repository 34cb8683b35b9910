import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { templateDatabaseUrl } from '../../testing/test-database.js';
import {
  boundaryViolations,
  directionViolations,
  productionSources,
  publishedViewsOf,
  sqlReferences,
  type SchemaLayout,
} from '../../testing/sql-boundary.js';
import { MODULE_SCHEMAS, searchPathConnectionOptions } from './module-schemas.js';

const SRC = join(import.meta.dirname, '../..');
const MODULES = join(SRC, 'modules');
const modulesOwningData = MODULE_SCHEMAS.filter((schema) => schema !== 'platform');
// Every module folder, read from the disk: a new module is checked without anyone remembering to list it.
const modules = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface Relation {
  schema: string;
  name: string;
  kind: 'BASE TABLE' | 'VIEW';
}

/** Each module owns its data (ADR 0021): where the migrated database keeps it, and who may name it. */
describe('schema per module', () => {
  let relations: Relation[];
  let layout: SchemaLayout;

  beforeAll(async () => {
    // The template the global setup migrated: what the migrations made, without the tables earlier test files of
    // this worker created for themselves (in public, as an unqualified create table lands).
    const client = new pg.Client({ connectionString: templateDatabaseUrl(process.env.TEST_DATABASE_URL!), ...searchPathConnectionOptions });
    await client.connect();
    try {
      const { rows } = await client.query<Relation>(
        `select table_schema as schema, table_name as name, table_type as kind from information_schema.tables
          where table_schema = any($1) order by 1, 2`,
        [['public', ...MODULE_SCHEMAS]],
      );
      relations = rows;
    } finally {
      await client.end();
    }
    const published = modules.flatMap((module) => publishedViewsOf(readFileSync(join(MODULES, module, 'index.ts'), 'utf8')));
    layout = { schemaOf: new Map(relations.map((r) => [r.name, r.schema])), published: new Set(published) };
  });

  it('keeps only the migration table in public; every module schema holds tables', () => {
    expect(relations.filter((r) => r.schema === 'public').map((r) => r.name)).toEqual(['schema_migrations']);
    for (const schema of MODULE_SCHEMAS) expect(relations.some((r) => r.schema === schema && r.kind === 'BASE TABLE')).toBe(true);
  });

  it('names each relation once across the schemas, so unqualified SQL finds the one meant', () => {
    const names = relations.map((r) => r.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("publishes only views that exist in the publishing module's own schema", () => {
    for (const module of modules) {
      for (const view of publishedViewsOf(readFileSync(join(MODULES, module, 'index.ts'), 'utf8'))) {
        const [schema, name] = view.split('.');
        expect({ module, view, schema }).toEqual({ module, view, schema: module });
        expect(relations).toContainEqual({ schema, name, kind: 'VIEW' });
      }
    }
  });

  it("lets no module's SQL name another module's tables or unpublished views", () => {
    const seeingOwnSql: string[] = [];
    const violations = modules.flatMap((module) => {
      // A module that owns no data (realtime, reporting) has no schema of its own: it may name none.
      const ownSchema = (modulesOwningData as readonly string[]).includes(module) ? module : `(${module}: none)`;
      const references = productionSources(join(MODULES, module), SRC).flatMap(({ file, source }) => sqlReferences(file, source));
      if (references.some((r) => layout.schemaOf.get(r.relation) === module)) seeingOwnSql.push(module);
      return boundaryViolations(ownSchema, references, layout);
    });
    expect(violations).toEqual([]);
    // The scan does see the modules' SQL (a scanner that found nothing would pass anything).
    expect(seeingOwnSql).toEqual(expect.arrayContaining(['catalog', 'identity', 'ledger', 'messaging', 'requests', 'swaps']));
  });

  it("reads published views only along the import rule's dependency directions", async () => {
    // The lint rule's own table (tools/eslint/module-boundaries.js), loaded by URL: it is a JavaScript file outside the backend.
    const rule = (await import(pathToFileURL(join(SRC, '../../tools/eslint/module-boundaries.js')).href)) as {
      allowedDependencies: Record<string, string[]>;
    };
    const violations = modules.flatMap((module) => {
      const references = productionSources(join(MODULES, module), SRC).flatMap(({ file, source }) => sqlReferences(file, source));
      const allowed = rule.allowedDependencies[module] ?? [];
      return directionViolations(module, references, layout, allowed);
    });
    expect(violations).toEqual([]);
  });

  it("keeps the platform's SQL (shared/) inside platform and public", () => {
    const references = productionSources(join(SRC, 'shared'), SRC).flatMap(({ file, source }) => sqlReferences(file, source));
    expect(boundaryViolations('platform', references, layout)).toEqual([]);
  });
});
