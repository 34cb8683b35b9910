import type { ReagentFormValues } from '../components/ReagentForm';

/** Spec §2: the New Reagent form survives leaving the page (without the image). */
const DRAFT_KEY = 'reagentswap:new-reagent-draft';

export function readReagentDraft(): Partial<ReagentFormValues> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Only text fields and lists of text (the GHS codes) come back: a stale or tampered entry cannot inject anything else.
    const draft: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) draft[key] = value;
    }
    return draft as Partial<ReagentFormValues>;
  } catch {
    return {};
  }
}

export function saveReagentDraft(values: ReagentFormValues): void {
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    /* storage full or disabled: the draft is simply not kept */
  }
}

export function clearReagentDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    /* nothing to clear */
  }
}
