/**
 * Literal rendering for the ledger's append statements on its own connection, where `begin` and
 * `commit` travel in the same simple-protocol message as the statement (no bind parameters there).
 * A statement is split at its `?` placeholders once and cached; each call only renders values.
 * Values are the few types the ledger writes: numbers, strings (uuids, keys, free text), Buffers
 * (hashes), null, and arrays of strings (for `in (?)`). Strings are quoted as PostgreSQL's
 * standard_conforming_strings requires: single quotes doubled, and E'' with doubled backslashes
 * when a backslash occurs (PQescapeLiteral's rule, as pg and MikroORM do).
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} to the ledger`);
    return String(value);
  }
  if (typeof value === 'string') {
    const quoted = `'${value.replace(/'/g, "''")}'`;
    return value.includes('\\') ? ` E${quoted.replace(/\\/g, '\\\\')}` : quoted;
  }
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'::bytea`;
  if (Array.isArray(value)) return value.map(literal).join(', ');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  throw new Error(`Unsupported SQL literal ${typeof value}`);
}

const compiled = new Map<string, string[]>();

/** `query` with each `?` replaced by the literal of the next parameter. */
export function render(query: string, params: readonly unknown[]): string {
  let parts = compiled.get(query);
  if (!parts) {
    parts = query.split('?');
    if (compiled.size < 1000) compiled.set(query, parts);
  }
  if (parts.length - 1 !== params.length) throw new Error(`Statement expects ${parts.length - 1} values, got ${params.length}`);
  let text = parts[0];
  for (let i = 0; i < params.length; i++) text += literal(params[i]) + parts[i + 1];
  return text;
}
