import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { COMPLIANCE_MESSAGES, parseGhsCell } from '@reagentswap/contracts';
import { RecordRefusedAttemptsCommand, ScreenSubstancesQuery, type RefusedAttempt } from '../../../compliance/index.js';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { recordAllInOutbox } from '../../../../shared/outbox/outbox.js';
import { CSV_DEFAULTS, CSV_MESSAGES, isCsvFileName } from '../../domain/csv-import-rules.js';
import { validateReagent, type ReagentDraft } from '../../domain/reagent-rules.js';
import { ReagentListed, ReagentsImported } from '../../events/catalog.events.js';
import { CategoryLookup } from '../../infrastructure/categories.js';
import { ownerLocation } from '../../infrastructure/listed-owner.js';
import { parseReagentCsv } from '../../csv/parse-reagent-csv.js';
import { ImportReagentsCsvCommand, type CsvImportReport, type CsvRowProblem } from './import-reagents-csv.command.js';

interface GoodRow {
  line: number;
  draft: ReagentDraft;
  /** For the row's ReagentListed event. */
  categoryName: string;
}

/** Two listings are "identical" when every field a CSV row sets is equal. */
const signatureOf = (
  d: Pick<
    ReagentDraft,
    'name' | 'catalogNumber' | 'category' | 'description' | 'amount' | 'unit' | 'storageConditions' | 'numberOfPackages' | 'casNumber'
  >,
) =>
  JSON.stringify([
    d.name.toLowerCase(),
    d.catalogNumber,
    d.category,
    d.description,
    Number(d.amount),
    d.unit,
    d.storageConditions,
    d.numberOfPackages,
    d.casNumber ?? null,
  ]);

const SAMPLE_NAMES = 5;

@CommandHandler(ImportReagentsCsvCommand)
export class ImportReagentsCsvHandler implements ICommandHandler<ImportReagentsCsvCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ ownerId, file, options }: ImportReagentsCsvCommand): Promise<CsvImportReport> {
    if (!file || file.data.length === 0) throw ValidationFailedError.of('file', file ? CSV_MESSAGES.empty : CSV_MESSAGES.noFile);
    if (!isCsvFileName(file.name)) throw ValidationFailedError.of('file', CSV_MESSAGES.notCsv);
    const all = await parseReagentCsv(file.data);
    if (all.length === 0) throw ValidationFailedError.of('file', CSV_MESSAGES.empty);
    const wanted = options.onlyLines ? new Set(options.onlyLines) : undefined;
    const parsed = wanted ? all.filter((o) => wanted.has(o.kind === 'record' ? o.record.line : o.line)) : all;

    const categories = await CategoryLookup.load(this.em);
    const errors: CsvRowProblem[] = [];
    const good: GoodRow[] = [];
    for (const outcome of parsed) {
      if (outcome.kind === 'invalid') {
        errors.push({ line: outcome.line, name: '', message: outcome.message });
        continue;
      }
      const { line, cells } = outcome.record;
      // One `ghs` cell holds both lists ('GHS02;GHS07;H225'); an unknown code is this row's error.
      const ghs = parseGhsCell(cells.ghs ?? '');
      const { draft, problems } = validateReagent(
        {
          name: cells.name,
          catalogNumber: cells.catalogue_number,
          category: cells.category_id || CSV_DEFAULTS.category,
          description: cells.description,
          amount: cells.amount || CSV_DEFAULTS.amount,
          unit: cells.amount_unit || CSV_DEFAULTS.unit,
          storageConditions: cells.storage_conditions,
          numberOfPackages: cells.number_of_packages || CSV_DEFAULTS.numberOfPackages,
          expiryDate: cells.expiry_date,
          city: cells.city,
          country: cells.country,
          casNumber: cells.cas_number,
          ...ghs.selection,
        },
        { requireCatalogNumber: false },
      );
      const category = categories.find(draft.category);
      const messages = problems.map((p) => (p.field === 'name' && !draft.name ? CSV_MESSAGES.missingName : p.message));
      if (!category) messages.push(CSV_MESSAGES.unknownCategory(draft.category));
      if (ghs.error) messages.push(ghs.error);
      if (messages.length > 0) {
        errors.push({ line, name: draft.name, message: messages.join('; ') });
        continue;
      }
      good.push({ line, draft: { ...draft, category: category!.id }, categoryName: category!.name });
    }

    const allowed = await this.screen(ownerId, good, errors);
    const { created, duplicates } =
      allowed.length > 0 ? await this.insert(ownerId, allowed, options.importDuplicates ?? false) : { created: [], duplicates: [] };
    if (created.length > 0) this.relay.kick();
    errors.sort((a, b) => a.line - b.line);
    return {
      message: created.length > 0 ? CSV_MESSAGES.uploaded(created.length) : CSV_MESSAGES.noneUploaded,
      created: created.length,
      failed: errors.length,
      skipped: duplicates.length,
      createdIds: created,
      errors,
      duplicates,
    };
  }

  /**
   * Issue 18: rows naming a restricted substance are refused one by one (the report says why) and
   * logged for admins; the other rows go on to be imported.
   */
  private async screen(ownerId: string, rows: GoodRow[], errors: CsvRowProblem[]): Promise<GoodRow[]> {
    if (rows.length === 0) return rows;
    const results = await this.queries.execute(
      new ScreenSubstancesQuery(rows.map(({ draft }) => ({ name: draft.name, casNumber: draft.casNumber }))),
    );
    const refused: RefusedAttempt[] = [];
    const allowed = rows.filter((row, i) => {
      const result = results[i]!;
      if (!result.restricted) return true;
      refused.push({ candidate: { name: row.draft.name, casNumber: row.draft.casNumber }, result });
      errors.push({ line: row.line, name: row.draft.name, message: COMPLIANCE_MESSAGES.restricted(result.list) });
      return false;
    });
    await this.commands.execute(new RecordRefusedAttemptsCommand(ownerId, 'csv', refused));
    return allowed;
  }

  private insert(ownerId: string, rows: GoodRow[], importDuplicates: boolean) {
    return this.em.transactional(async (tx) => {
      const duplicates: CsvRowProblem[] = [];
      let fresh = rows;
      if (!importDuplicates) {
        const existing = await tx.execute<{ signature: string }[]>(
          `select name, catalogue_number, category_id, description, amount::float8 as amount, amount_unit, storage_conditions, number_of_packages,
                  cas_number
             from reagents where owner_id = ? and not is_deleted and lower(name) in (?)`,
          [ownerId, [...new Set(rows.map((r) => r.draft.name.toLowerCase()))]],
        );
        const known = new Set(
          existing.map((e: Record<string, any>) =>
            signatureOf({
              name: e.name,
              catalogNumber: e.catalogue_number,
              category: e.category_id,
              description: e.description,
              amount: e.amount,
              unit: e.amount_unit,
              storageConditions: e.storage_conditions,
              numberOfPackages: e.number_of_packages,
              casNumber: e.cas_number,
            }),
          ),
        );
        fresh = rows.filter((row) => {
          if (!known.has(signatureOf(row.draft))) return true;
          duplicates.push({ line: row.line, name: row.draft.name, message: CSV_MESSAGES.duplicate });
          return false;
        });
      }
      if (fresh.length === 0) return { created: [] as string[], duplicates };
      // One statement for the whole file: the rows travel as one JSON document.
      const inserted = await tx.execute<{ id: string; created_at: Date }[]>(
        `insert into reagents (owner_id, name, catalogue_number, category_id, description, amount, amount_unit, storage_conditions,
                               number_of_packages, expiry_date, city, country, cas_number,
                               ghs_pictograms, hazard_statements)
         select ?, x.name, x.catalogue_number, x.category_id, x.description, x.amount, x.amount_unit, x.storage_conditions,
                x.number_of_packages, x.expiry_date, x.city, x.country, x.cas_number,
                x.ghs_pictograms, x.hazard_statements
           from jsonb_to_recordset(?::jsonb) as x(name text, catalogue_number text, category_id text, description text,
                amount numeric, amount_unit text, storage_conditions text, number_of_packages integer, expiry_date date, city text, country text, cas_number text,
                ghs_pictograms text[], hazard_statements text[])
         returning id, created_at`,
        [
          ownerId,
          JSON.stringify(
            fresh.map(({ draft: d }) => ({
              name: d.name,
              catalogue_number: d.catalogNumber,
              category_id: d.category,
              description: d.description,
              amount: d.amount,
              amount_unit: d.unit,
              storage_conditions: d.storageConditions,
              number_of_packages: d.numberOfPackages,
              expiry_date: d.expiryDate,
              city: d.city,
              country: d.country,
              cas_number: d.casNumber,
              ghs_pictograms: d.ghsPictograms,
              hazard_statements: d.hazardStatements,
            })),
          ),
        ],
      );
      const created = inserted.map((r) => r.id);
      const importId = randomUUID();
      const owner = await ownerLocation(tx, ownerId);
      // insert … select returns rows in the order of the JSON document, so inserted[i] is fresh[i].
      const listed = inserted.map(
        ({ id, created_at }, i) =>
          new ReagentListed({
            reagentId: id,
            ownerId,
            name: fresh[i]!.draft.name,
            categoryId: fresh[i]!.draft.category,
            categoryName: fresh[i]!.categoryName,
            city: fresh[i]!.draft.city ?? owner.city,
            country: fresh[i]!.draft.country ?? owner.country,
            listedAt: new Date(created_at).toISOString(),
            importId,
          }),
      );
      const summary = new ReagentsImported({
        importId,
        ownerId,
        count: created.length,
        sampleNames: fresh.slice(0, SAMPLE_NAMES).map((r) => r.draft.name),
        reagentIds: created,
        importedAt: new Date().toISOString(),
      });
      await recordAllInOutbox(tx, [...listed, summary]);
      return { created, duplicates };
    });
  }
}
