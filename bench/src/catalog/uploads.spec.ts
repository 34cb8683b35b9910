import { parseString } from 'fast-csv';
import { CSV_TEMPLATE_COLUMNS } from '@reagentswap/contracts';
import { inventoryCsv } from './uploads.js';

describe('the catalog bench inventory CSV', () => {
  it('has a cell for every column of the template on every row (a short row fails the whole import)', async () => {
    const rows = await new Promise<string[][]>((resolve, reject) => {
      const parsed: string[][] = [];
      parseString(
        inventoryCsv(5)
          .toString('utf8')
          .replace(/^\uFEFF/, ''),
      )
        .on('data', (row: string[]) => parsed.push(row))
        .on('error', reject)
        .on('end', () => resolve(parsed));
    });
    expect(rows[0]).toEqual([...CSV_TEMPLATE_COLUMNS]);
    expect(rows.slice(1).map((row) => row.length)).toEqual(Array(5).fill(CSV_TEMPLATE_COLUMNS.length));
  });
});
