/**
 * Shipping guidance (issue 18 item 5): how to pack a swapped reagent, from its storage conditions,
 * its category and its GHS pictograms. The rules are data (SHIPPING_RULES): each says when it
 * applies and what it tells the parties; `shippingGuidance` only evaluates them, in order.
 */

/** What the storage-conditions text says about temperature (free text: '-80 °C', 'minus 20', '2-8 °C', 'RT', …). */
export type StorageTemperature = 'liquid-nitrogen' | 'ultra-low' | 'frozen' | 'refrigerated' | 'room-temperature' | 'unknown';

export interface ShippingInput {
  storageConditions: string | null | undefined;
  /** Category id, e.g. 'biological-samples'. */
  categoryId: string | null | undefined;
  /** GHS pictogram codes, e.g. ['GHS02']. */
  ghsPictograms?: readonly string[] | null;
}

/** When a rule applies: every condition given must hold (an empty rule would always apply). */
export interface ShippingCondition {
  storage?: readonly StorageTemperature[];
  categories?: readonly string[];
  /** Any one of these pictograms. */
  anyPictogram?: readonly string[];
}

export interface ShippingRule {
  id: string;
  when: ShippingCondition;
  title: string;
  text: string;
}

export interface ShippingAdvice {
  id: string;
  title: string;
  text: string;
  /** The listing's pictograms that made this rule apply (the dangerous-goods rule shows them). */
  pictograms: string[];
}

export const SHIPPING_TEXT = {
  sectionTitle: 'Shipping guidance',
  intro: "How to pack this reagent, from its storage conditions, category and hazards. Your institution's rules come first.",
} as const;

/** Flammable (GHS02) and toxic (GHS06) substances ship as dangerous goods. */
export const DANGEROUS_GOODS_PICTOGRAMS = ['GHS02', 'GHS06'] as const;

export const SHIPPING_RULES: readonly ShippingRule[] = [
  {
    id: 'liquid-nitrogen',
    when: { storage: ['liquid-nitrogen'] },
    title: 'Dry shipper (liquid nitrogen)',
    text: 'Ship in a dry shipper charged with liquid nitrogen (no free liquid), upright, with the dry shipper label; agree the return of the shipper.',
  },
  {
    id: 'dry-ice',
    when: { storage: ['ultra-low'] },
    title: 'Dry ice (UN1845)',
    text: 'Pack in an insulated box with enough dry ice for the journey plus a day. The box must be vented, never airtight. Mark it UN1845, Dry ice, with the net weight of dry ice in kg.',
  },
  {
    id: 'cold-packs',
    when: { storage: ['frozen', 'refrigerated'] },
    title: 'Cold packs',
    text: 'Pack in an insulated box with cold packs: frozen packs for −20 °C items, conditioned 2–8 °C packs for refrigerated ones. Ship early in the week so it does not wait over a weekend.',
  },
  {
    id: 'room-temperature',
    when: { storage: ['room-temperature'] },
    title: 'Standard padded packaging',
    text: 'Pack in a sturdy box with padding around the container so it cannot move or break.',
  },
  {
    id: 'storage-unclear',
    when: { storage: ['unknown'] },
    title: 'Storage conditions unclear',
    text: 'The listing does not say at what temperature it is kept: agree on the packaging with the other party before shipping.',
  },
  {
    id: 'biological-category-b',
    when: { categories: ['biological-samples'] },
    title: 'Triple packaging (UN3373)',
    text: 'Biological Substance, Category B: a leak-proof primary receptacle, leak-proof secondary packaging with enough absorbent material for the whole content, and a rigid outer packaging marked UN3373.',
  },
  {
    id: 'dangerous-goods',
    when: { anyPictogram: DANGEROUS_GOODS_PICTOGRAMS },
    title: "Dangerous goods: check your institution's shipping office",
    text: 'Flammable or toxic substances ship as dangerous goods, by trained staff only. Ask your institution’s shipping office before packing.',
  },
];

// '−' (minus sign), '–' (en dash) and 'minus ' all mean a minus before a number.
const MINUS = /(?:[−–]|\bminus\s*)(?=\s*\d)/g;
const RANGE = /(-?\d+(?:\.\d+)?)\s*(?:-|to|…|\.\.)\s*(-?\d+(?:\.\d+)?)\s*(?:°|º|deg(?:rees?)?\b)?\s*c\b/;
const SINGLE = /(-?\d+(?:\.\d+)?)\s*(?:[°º]|deg(?:rees?)?\b|c\b)/;
// A signed number on its own ('-80 freezer'); a dash after a digit is a range, not a minus.
const SIGNED = /(?:^|[^\d])(-\d+(?:\.\d+)?)\b/;

const temperatureBand = (celsius: number): StorageTemperature => {
  if (celsius <= -150) return 'liquid-nitrogen';
  if (celsius <= -60) return 'ultra-low';
  if (celsius <= -10) return 'frozen';
  if (celsius <= 10) return 'refrigerated';
  return 'room-temperature';
};

/**
 * The temperature band of a storage-conditions text. Words first (liquid nitrogen, room
 * temperature, fridge, freezer), then a range ('2-8 °C': the coldest end decides, and the dash is
 * a range, not a minus), then a single temperature ('-80 °C', '−80°C', 'minus 80', '4 °C').
 */
export function storageTemperature(text: string | null | undefined): StorageTemperature {
  const lower = (text ?? '').toLowerCase().replace(MINUS, '-');
  if (/liquid\s*nitrogen|\bln2\b|cryo(?:genic)?\s*(?:tank|storage)|vapou?r phase/.test(lower)) return 'liquid-nitrogen';
  if (/dry\s*ice/.test(lower)) return 'ultra-low';
  const range = RANGE.exec(lower);
  if (range) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    // '2-8' reads as 2 to 8 (the second number's minus is the dash); '-20 to -80' keeps both signs.
    return temperatureBand(Math.min(from, range[2]!.startsWith('-') ? to : Math.abs(to)));
  }
  const single = SINGLE.exec(lower);
  if (single) return temperatureBand(Number(single[1]));
  const signed = SIGNED.exec(lower);
  if (signed) return temperatureBand(Number(signed[1]));
  if (/room\s*temp|\brt\b|ambient/.test(lower)) return 'room-temperature';
  if (/freez/.test(lower)) return 'frozen';
  if (/fridge|refrigerat|\bcold\b/.test(lower)) return 'refrigerated';
  return 'unknown';
}

function applies(rule: ShippingRule, input: ShippingInput, storage: StorageTemperature, pictograms: readonly string[]): string[] | null {
  const { when } = rule;
  if (when.storage && !when.storage.includes(storage)) return null;
  if (when.categories && !when.categories.includes(input.categoryId ?? '')) return null;
  if (when.anyPictogram) {
    const matching = pictograms.filter((code) => when.anyPictogram!.includes(code));
    return matching.length > 0 ? matching : null;
  }
  return [];
}

/** The advice for one reagent: every rule that applies, in SHIPPING_RULES order. */
export function shippingGuidance(input: ShippingInput, rules: readonly ShippingRule[] = SHIPPING_RULES): ShippingAdvice[] {
  const storage = storageTemperature(input.storageConditions);
  const pictograms = input.ghsPictograms ?? [];
  const advice: ShippingAdvice[] = [];
  for (const rule of rules) {
    const matched = applies(rule, input, storage, pictograms);
    if (matched) advice.push({ id: rule.id, title: rule.title, text: rule.text, pictograms: matched });
  }
  return advice;
}
