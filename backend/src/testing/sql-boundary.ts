import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The SQL half of the module boundary (ADR 0021; imports are the lint rule's half): a module's SQL
 * names its own schema's tables and views, `public`'s, and other modules' tables only through the
 * views their owners publish. Read from the code's string literals, so comments and identifiers
 * that happen to say "from users" do not count.
 */

/** A relation a statement names after from/join/into/update/table/references/truncate. */
export interface SqlReference {
  file: string;
  relation: string;
  /** The schema written before the name, if any. */
  schema?: string;
}

/** Where each relation lives and which views the owning modules publish (`schema.view`). */
export interface SchemaLayout {
  schemaOf: ReadonlyMap<string, string>;
  published: ReadonlySet<string>;
}

/**
 * Schemas every module may name: `public` (the migration table, the extensions) and `platform`,
 * the event backbone every module writes its events into (the outbox, in its own transaction) —
 * as every module may import shared/.
 */
const OPEN_SCHEMAS = new Set(['public', 'platform']);

const IDENTIFIER = '"?([a-z_][a-z0-9_]*)"?';
const RELATION_AFTER_KEYWORD = new RegExp(
  `\\b(?:from|join|into|update|table|references|truncate)\\s+(?:only\\s+)?(?:${IDENTIFIER}\\s*\\.\\s*)?${IDENTIFIER}`,
  'gi',
);

/** The text of every string and template literal in a TypeScript source (`${…}` parts left blank). */
export function stringLiterals(source: string): string[] {
  const file = ts.createSourceFile('scan.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? '));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

export function sqlReferences(file: string, source: string): SqlReference[] {
  return stringLiterals(source).flatMap((text) =>
    [...text.matchAll(RELATION_AFTER_KEYWORD)].map(([, schema, relation]) => ({
      file,
      relation: relation!.toLowerCase(),
      ...(schema ? { schema: schema.toLowerCase() } : {}),
    })),
  );
}

/**
 * The references of `ownSchema`'s code that break the boundary, as readable lines. Names that are
 * no relation (CTEs, functions, aliases, words in messages) are not in the layout and pass, and so
 * do PostgreSQL's own catalogs.
 */
export function boundaryViolations(ownSchema: string, references: SqlReference[], layout: SchemaLayout): string[] {
  return references.flatMap((reference) => {
    const schema = reference.schema ?? layout.schemaOf.get(reference.relation);
    if (schema === undefined || OPEN_SCHEMAS.has(schema) || schema === ownSchema) return [];
    if (![...layout.schemaOf.values()].includes(schema)) return []; // pg_catalog, information_schema, …
    if (layout.published.has(`${schema}.${reference.relation}`)) return [];
    return [`${reference.file}: ${ownSchema} names ${schema}.${reference.relation}, which ${schema} does not publish`];
  });
}

/**
 * The modules whose published views `module`'s SQL reads, outside the directions it may depend on
 * (`allowed`: the import rule's table, `*` = any), as readable lines.
 */
export function directionViolations(
  module: string,
  references: SqlReference[],
  layout: SchemaLayout,
  allowed: readonly string[],
): string[] {
  const schemas = new Set(layout.schemaOf.values());
  const read = new Set(
    references
      .map((reference) => reference.schema ?? layout.schemaOf.get(reference.relation))
      .filter((schema): schema is string => schema !== undefined && schemas.has(schema) && !OPEN_SCHEMAS.has(schema) && schema !== module),
  );
  if (allowed.includes('*')) return [];
  return [...read]
    .filter((owner) => !allowed.includes(owner))
    .map((owner) => `${module} reads ${owner}'s views but may not depend on ${owner}`);
}

/**
 * The views a module's index.ts lists as published: the line after "Published views", a comma list
 * of `schema.view`.
 */
export function publishedViewsOf(indexSource: string): string[] {
  const line = /Published views[^\n]*\n\s*\/\/([^\n]*)/.exec(indexSource)?.[1];
  return line ? line.split(',').map((name) => name.trim().toLowerCase()) : [];
}

const isTestCode = (path: string) => /\.spec\.ts$/.test(path) || /(^|\/)testing\//.test(path);
/** Migrations are history: the one that gave each module its schema names every table it moved. */
const isMigration = (path: string) => /(^|\/)migrations\//.test(path);

/** A folder's non-test TypeScript sources, migrations left out, with paths relative to `root`. */
export function productionSources(folder: string, root: string): { file: string; source: string }[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(folder, entry))
    .filter((path) => path.endsWith('.ts') && !isTestCode(relative(root, path)) && !isMigration(relative(root, path)))
    .map((path) => ({ file: relative(root, path), source: readFileSync(path, 'utf8') }));
}
