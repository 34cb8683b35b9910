/**
 * Shares one read between the gauges of a scrape: prom-client collects every metric at once, so
 * gauges fed by one query await the same promise instead of each sending it. The next scrape reads
 * afresh (nothing is cached beyond the read in flight).
 */
export function scrapeOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
