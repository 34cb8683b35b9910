/** "Ghent, Belgium", "Belgium" or '': where a listing or a request is, for a push body. */
export const placeOf = (city: string | null, country: string | null): string => [city, country].filter(Boolean).join(', ');

/** "Acetone, Trypsin and 498 more": a CSV import's summary from its sample names. */
export function importSummary(sampleNames: readonly string[], count: number): string {
  const shown = sampleNames.slice(0, 3);
  const more = count - shown.length;
  if (shown.length === 0) return `${count} reagents`;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}
