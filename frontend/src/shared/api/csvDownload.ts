/**
 * CSV exports need the bearer token, so a plain <a href> cannot fetch them. The export endpoints
 * are called through RTK Query (which adds the token and refreshes it on 401), the body is turned
 * into an object URL right in the response handler (so only a string lands in the store), and the
 * browser is then told to save it.
 */
export interface CsvFile {
  /** blob: URL of the CSV; revoke it once saved. */
  objectUrl: string;
  filename: string;
}

const FALLBACK_FILENAME = 'credit-history.csv';

export function filenameFromDisposition(header: string | null): string {
  if (!header) return FALLBACK_FILENAME;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || FALLBACK_FILENAME;
}

/** fetchBaseQuery response handler: errors stay problem+json, successes become a CsvFile. */
export async function csvResponseHandler(response: Response): Promise<unknown> {
  if (!response.ok) {
    const text = await response.text();
    try {
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      return text;
    }
  }
  const blob = await response.blob();
  const file: CsvFile = {
    objectUrl: URL.createObjectURL(blob),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
  };
  return file;
}

/** Hands the file to the browser's download and frees the object URL afterwards. */
export function saveCsvFile({ objectUrl, filename }: CsvFile): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
