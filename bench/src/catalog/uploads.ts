import { CSV_TEMPLATE_COLUMNS, CSV_TEMPLATE_FILE_NAME } from '@reagentswap/contracts';
import sharp from 'sharp';

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A freezer inventory of `rows` distinct listings in the template's columns, with the quoting a
 * spreadsheet writes (commas and quotes inside fields), CRLF line ends and a UTF-8 BOM.
 */
export function inventoryCsv(rows: number): Buffer {
  const lines = [CSV_TEMPLATE_COLUMNS.join(',')];
  for (let i = 1; i <= rows; i++) {
    // By column name, so a column the template gains (issue 18 added two optional ones, which made every row of a
    // positional list one cell short and failed it) is written empty rather than shifting the others.
    const row: Partial<Record<(typeof CSV_TEMPLATE_COLUMNS)[number], string>> = {
      name: `Freezer item ${i}`,
      catalogue_number: `FRZ-${i.toString().padStart(6, '0')}`,
      category_id: ['chemicals', 'antibodies', 'enzymes', 'Biological Samples', 'other'][i % 5]!,
      description: `Box ${Math.ceil(i / 81)}, position ${1 + (i % 81)}; "as received"`,
      amount: String(1 + (i % 250)),
      amount_unit: ['g', 'mL', 'mg', 'units'][i % 4]!,
      storage_conditions: ['-80 °C', '-20 °C', '4 °C', 'Room temperature'][i % 4]!,
      number_of_packages: String(1 + (i % 3)),
    };
    lines.push(CSV_TEMPLATE_COLUMNS.map((column) => csvCell(row[column] ?? '')).join(','));
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n', 'utf8')]);
}

/**
 * A 12-megapixel (4000 × 3000) photo-like JPEG: smooth gradients with sensor-like noise, quality
 * 90, a few MB as a phone writes it (pure noise would not compress, a flat image would be tiny).
 */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 17) - 8;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const shade = 128 + 100 * Math.sin(x / 300) * Math.cos(y / 200);
      pixels[at] = Math.max(0, Math.min(255, shade + noise()));
      pixels[at + 1] = Math.max(0, Math.min(255, (x / width) * 255 + noise()));
      pixels[at + 2] = Math.max(0, Math.min(255, (y / height) * 255 + noise()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const form = (field: string, bytes: Buffer, name: string, type: string) => {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
};

export interface CsvImportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  created: number;
  failed: number;
  createdIds: string[];
}

/** POST /api/reagents/import, timed from the first byte sent to the report received. */
export async function importCsv(baseUrl: string, token: string, csv: Buffer, rows: number): Promise<CsvImportFigures> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/reagents/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form('file', csv, CSV_TEMPLATE_FILE_NAME, 'text/csv'),
  });
  const report = (await res.json()) as { created?: number; failed?: number; createdIds?: string[] };
  const seconds = (performance.now() - started) / 1000;
  if (!res.ok) throw new Error(`CSV import answered ${res.status}: ${JSON.stringify(report).slice(0, 500)}`);
  return {
    rows,
    bytes: csv.length,
    seconds,
    created: report.created ?? 0,
    failed: report.failed ?? 0,
    createdIds: report.createdIds ?? [],
  };
}

export interface ImageUploadFigures {
  images: number;
  bytes: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  failed: number;
}

/** PUT /api/reagents/:id/image for each reagent, `concurrency` at a time (sniffing, sharp's two re-encodes, storage). */
export async function uploadImages(
  baseUrl: string,
  token: string,
  jpeg: Buffer,
  reagentIds: string[],
  concurrency: number,
): Promise<ImageUploadFigures> {
  const queue = [...reagentIds];
  const times: number[] = [];
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const begun = performance.now();
      const res = await fetch(`${baseUrl}/api/reagents/${id}/image`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: form('image', jpeg, 'photo.jpg', 'image/jpeg'),
      });
      await res.arrayBuffer();
      if (res.ok) times.push(performance.now() - begun);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    images: reagentIds.length,
    bytes: jpeg.length,
    concurrency,
    seconds,
    perSecond: times.length / seconds,
    p50Ms: times[Math.floor(times.length / 2)] ?? NaN,
    failed,
  };
}
