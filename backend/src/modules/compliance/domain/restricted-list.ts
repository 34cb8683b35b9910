import { asCasNumber, type ScreeningResult, type SubstanceCandidate } from '@reagentswap/contracts';
import { substanceKey } from './substance-key.js';

export interface RestrictedEntry {
  casNumber: string | null;
  name: string;
  synonyms: string[];
  list: string;
  source: string;
}

/** The shipped file (data/restricted-substances.json): a header (edition, sources) and the entries. */
export interface RestrictedListDocument {
  edition: string;
  note?: string;
  sources: { id: string; title: string; url: string }[];
  entries: RestrictedEntry[];
}

/**
 * The restricted list in force, indexed for screening: by canonical CAS number, and by the key of
 * every name and synonym (exact keys only — a listed 'Chlorine' never refuses 'Sodium chloride').
 */
export class RestrictedList {
  private readonly byCas = new Map<string, RestrictedEntry>();
  private readonly byName = new Map<string, RestrictedEntry>();

  constructor(readonly document: RestrictedListDocument) {
    const problems: string[] = [];
    const sourceIds = new Set(document.sources.map((s) => s.id));
    for (const entry of document.entries) {
      if (entry.casNumber !== null) {
        const cas = asCasNumber(entry.casNumber);
        if (cas !== entry.casNumber) problems.push(`${entry.name}: CAS number ${entry.casNumber} is not a valid canonical CAS number`);
        else this.byCas.set(cas, entry);
      }
      if (!sourceIds.has(entry.source)) problems.push(`${entry.name}: unknown source '${entry.source}'`);
      for (const name of [entry.name, ...entry.synonyms]) this.byName.set(substanceKey(name), entry);
    }
    // A broken list must stop the start, not screen with holes in it.
    if (problems.length > 0) throw new Error(`The restricted-substance list is invalid:\n${problems.join('\n')}`);
  }

  get edition(): string {
    return this.document.edition;
  }

  /** Whether a submitted name or CAS number is on the list; the CAS number wins when both match. */
  screen(candidate: SubstanceCandidate): ScreeningResult {
    const cas = candidate.casNumber ? asCasNumber(candidate.casNumber) : null;
    const byCas = cas ? this.byCas.get(cas) : undefined;
    const entry = byCas ?? this.byName.get(substanceKey(candidate.name));
    if (!entry) return { restricted: false };
    return { restricted: true, list: entry.list, name: entry.name, casNumber: entry.casNumber, matchedBy: byCas ? 'casNumber' : 'name' };
  }
}
