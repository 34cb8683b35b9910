import { Command } from '@nestjs/cqrs';
import type { CsvImportReport } from '@reagentswap/contracts';

export type { CsvImportReport, CsvRowProblem } from '@reagentswap/contracts';

/**
 * Bulk CSV upload. Every good row is listed in one transaction with ONE `ReagentsImported` event.
 * Rows identical to one of the owner's current listings are skipped and reported (importing the
 * same file twice must not silently double the inventory) unless `importDuplicates` is set.
 * `onlyLines` limits the import to the rows starting on those lines: the dialog's 'Import anyway'
 * re-posts the file with the skipped duplicates' lines, so the rows just created are not created twice.
 */
export class ImportReagentsCsvCommand extends Command<CsvImportReport> {
  constructor(
    readonly ownerId: string,
    readonly file: { name: string | undefined; data: Buffer } | undefined,
    readonly options: { importDuplicates?: boolean; onlyLines?: readonly number[] } = {},
  ) {
    super();
  }
}
