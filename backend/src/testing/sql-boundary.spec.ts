import { boundaryViolations, directionViolations, publishedViewsOf, sqlReferences, type SchemaLayout } from './sql-boundary.js';

const layout: SchemaLayout = {
  schemaOf: new Map([
    ['users', 'identity'],
    ['listed_members', 'identity'],
    ['member_secrets', 'identity'],
    ['reagents', 'catalog'],
    ['outbox', 'platform'],
    ['schema_migrations', 'public'],
  ]),
  published: new Set(['identity.listed_members']),
};

const violationsOf = (source: string, ownSchema = 'catalog') => boundaryViolations(ownSchema, sqlReferences('planted.ts', source), layout);

describe('the SQL module boundary', () => {
  it("fails a module whose SQL names another module's table, plainly or qualified", () => {
    expect(violationsOf('const q = `select r.id from reagents r join users u on u.id = r.owner_id`;')).toEqual([
      'planted.ts: catalog names identity.users, which identity does not publish',
    ]);
    expect(violationsOf(`em.execute('update identity.users set is_deleted = true where id = ?', [id]);`)).toHaveLength(1);
    expect(violationsOf(`const q = 'insert into "identity"."users" (id) values (?)';`)).toHaveLength(1);
  });

  it('fails a view of the owner that the owner does not publish', () => {
    expect(violationsOf('const q = `select * from member_secrets`;')).toEqual([
      'planted.ts: catalog names identity.member_secrets, which identity does not publish',
    ]);
  });

  it("passes the module's own tables, published views, public and the platform's outbox", () => {
    expect(violationsOf('const q = `select * from reagents r join identity.listed_members o on o.user_id = r.owner_id`;')).toEqual([]);
    expect(violationsOf(`const q = 'select name from schema_migrations';`)).toEqual([]);
    expect(violationsOf(`const q = 'insert into outbox (event_type) values (?)';`)).toEqual([]);
    expect(violationsOf(`const q = 'select * from reagents';`, 'platform')).toHaveLength(1);
  });

  it('reads string literals only: comments, identifiers and template holes are not SQL', () => {
    const source = [
      '// joins from users to reagents',
      'const fromUsers = users.map((u) => u.id);',
      'const q = `select * from ${table} t join reagents r on r.id = t.reagent_id`;',
      `const pgCatalog = 'select 1 from pg_catalog.pg_class';`,
      `const notARelation = 'where t.actor_id is distinct from x.member_id';`,
    ].join('\n');
    expect(violationsOf(source)).toEqual([]);
  });

  it('fails a read of a published view against the dependency directions', () => {
    const references = sqlReferences(
      'planted.ts',
      'const q = `select * from reagents r join identity.listed_members o on o.user_id = r.owner_id`;',
    );
    expect(directionViolations('catalog', references, layout, ['identity'])).toEqual([]);
    expect(directionViolations('catalog', references, layout, ['*'])).toEqual([]);
    expect(directionViolations('catalog', references, layout, [])).toEqual([
      "catalog reads identity's views but may not depend on identity",
    ]);
    const aliasOnly = sqlReferences('planted.ts', `const q = 'select 1 from reagents r where r.owner_id is distinct from x.user_id';`);
    expect(directionViolations('catalog', aliasOnly, layout, [])).toEqual([]);
  });

  it("reads a module's published views from its index.ts", () => {
    const index = [
      "// The identity module's public surface.",
      '//',
      '// Published views (its SQL surface):',
      '// identity.listed_members, identity.member_directory',
      "export { IdentityModule } from './identity.module.js';",
    ].join('\n');
    expect(publishedViewsOf(index)).toEqual(['identity.listed_members', 'identity.member_directory']);
    expect(publishedViewsOf("export { X } from './x.js';")).toEqual([]);
  });
});
