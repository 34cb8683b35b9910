// Greek letters chemists write either way ('α-phenylacetoacetonitrile', 'alpha-…').
const GREEK: Record<string, string> = { α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta' };

/**
 * The key a substance name is matched by: accents stripped (NFD), lower case, Greek letters spelt
 * out, and every run of spaces and punctuation one space. 'Bis(2-chloroethyl) sulfide' and
 * 'bis (2-chloroethyl)sulfide' share a key; 'Sodium chloride' and 'Chlorine' do not, and keys are
 * only ever compared whole (never as substrings).
 */
export function substanceKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[αβγδ]/g, (letter) => GREEK[letter]!)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
