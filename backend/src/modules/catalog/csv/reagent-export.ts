import { CSV_EXPORT_COLUMNS, formatGhsCell, type ReagentView } from '@reagentswap/contracts';
import type { CsvCell } from '../../../shared/csv/csv-download.js';

type ExportColumn = (typeof CSV_EXPORT_COLUMNS)[number];

const CELLS: Record<ExportColumn, (reagent: ReagentView) => CsvCell> = {
  name: (r) => r.name,
  catalogue_number: (r) => r.catalogNumber,
  category_id: (r) => r.category.id,
  description: (r) => r.description,
  amount: (r) => r.amount,
  amount_unit: (r) => r.unit,
  storage_conditions: (r) => r.storageConditions,
  number_of_packages: (r) => r.numberOfPackages,
  cas_number: (r) => r.casNumber,
  ghs: (r) => formatGhsCell(r),
  expiry_date: (r) => r.expiryDate,
  city: (r) => r.city,
  country: (r) => r.country,
};

/** One listing as a row of My Reagents' export, in the columns the CSV import reads (issue 18: CAS number and hazards travel both ways). */
export const reagentExportRow = (reagent: ReagentView): CsvCell[] => CSV_EXPORT_COLUMNS.map((column) => CELLS[column](reagent));
