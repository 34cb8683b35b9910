import { Migration } from '@mikro-orm/migrations';
import { LEDGER_APPEND_TRANSFER_ARGS, ledgerAppendTransferSql } from './Migration20261127700200_ledger_append_transfer.js';

/** What a source may look like (LedgerCommandMetadata.source). */
const SOURCE_PATTERN = '^[a-z][a-z0-9-]{0,39}$';

/**
 * The source of an existing line, as the ledger used to read it from the caller's idempotency key
 * (the former line-source.ts): a key `<source>:<correlationId>:<step>` whose middle part is the
 * line's correlation id names its source (the swaps module's `swap:{swapId}:reserve|release|transfer`);
 * any other key names none. Used once, by the backfill; exported for its test.
 */
export const SOURCE_FROM_KEY = `case
    when correlation_id is not null
     and array_length(string_to_array(idempotency_key, ':'), 1) = 3
     and split_part(idempotency_key, ':', 2) = correlation_id
     and split_part(idempotency_key, ':', 3) <> ''
     and split_part(idempotency_key, ':', 1) ~ '${SOURCE_PATTERN}'
    then split_part(idempotency_key, ':', 1)
  end`;

const OLD_ARGS = `${LEDGER_APPEND_TRANSFER_ARGS}, boolean`;
const NEW_ARGS = `${LEDGER_APPEND_TRANSFER_ARGS}, boolean, text`;

/**
 * Issue 17 item 3 (ADR 0022): the ledger learns why credits moved from the command's metadata
 * (`source`, e.g. 'swap'), stored on each line, instead of parsing its caller's idempotency keys.
 * Existing lines get the source their key named, once, so the history reads as before.
 *
 * The column is metadata beside the event, not part of its hash (ledger_event_hash and
 * event-hash.ts are unchanged, so every existing chain and checkpoint still verifies). The
 * backfill is the one UPDATE the append-only trigger lets through, disabled for it.
 * `ledger_append_transfer` takes the source as a new last argument; it is remade in the schema
 * the old one lives in (ledger, since 20261127900000) with the same pinned settings (search_path).
 */
export class Migration20261127950000_ledger_line_source extends Migration {
  override name = 'Migration20261127950000_ledger_line_source';

  override async up(): Promise<void> {
    const { schema, settings } = await this.transferFunction(OLD_ARGS);
    this.addSql(`alter table ledger_events add column source text constraint ledger_events_source check (source ~ '${SOURCE_PATTERN}')`);
    this.addSql(`alter table ledger_events disable trigger ledger_events_append_only`);
    this.addSql(`update ledger_events set source = ${SOURCE_FROM_KEY} where ${SOURCE_FROM_KEY} is not null`);
    this.addSql(`alter table ledger_events enable trigger ledger_events_append_only`);
    this.remakeTransferFunction(schema, settings, OLD_ARGS, ledgerAppendTransferSql(true, true), NEW_ARGS);
  }

  override async down(): Promise<void> {
    const { schema, settings } = await this.transferFunction(NEW_ARGS);
    this.remakeTransferFunction(schema, settings, NEW_ARGS, ledgerAppendTransferSql(true), OLD_ARGS);
    this.addSql(`alter table ledger_events drop column source`);
  }

  /** Where the function lives and the settings pinned on it (`search_path=…`). */
  private async transferFunction(args: string): Promise<{ schema: string; settings: string[] }> {
    const [row] = await this.execute(
      `select n.nspname as schema, coalesce(p.proconfig, '{}') as settings
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.oid = to_regprocedure('ledger_append_transfer(${args})')`,
    );
    if (!row) throw new Error(`ledger_append_transfer(${args}) not found`);
    return { schema: row.schema as string, settings: row.settings as string[] };
  }

  private remakeTransferFunction(schema: string, settings: string[], oldArgs: string, create: string, newArgs: string): void {
    this.addSql(`drop function ${schema}.ledger_append_transfer(${oldArgs})`);
    this.addSql(create.replace('create function ledger_append_transfer(', `create function ${schema}.ledger_append_transfer(`));
    for (const setting of settings) {
      const [name, value] = [setting.slice(0, setting.indexOf('=')), setting.slice(setting.indexOf('=') + 1)];
      this.addSql(`alter function ${schema}.ledger_append_transfer(${newArgs}) set ${name} = ${value}`);
    }
  }
}
