/**
 * GHS hazard communication data: the nine hazard pictograms and the hazard statements (H-codes).
 *
 * Source: United Nations, Globally Harmonized System of Classification and Labelling of Chemicals
 * (GHS), tenth revised edition (ST/SG/AC.10/30/Rev.10, 2023) — Annex 1 (pictograms, "Allocation of
 * label elements") and Annex 3, Section 1, Tables A3.1.1 (physical), A3.1.2 (health) and A3.1.3
 * (environmental hazards). Written out by hand from the UN text, in the UN's English spelling.
 *
 * Left out on purpose: the combined statements (e.g. H300+H310) — a lister ticks each part; the
 * bracketed placeholders of H340–H373 ("<state route of exposure …>", "<or state all organs
 * affected …>") — a listing has no place to fill them in; and the explosive sub-category statements
 * H209–H211 of the revised chapter 2.1, until they are checked against the printed edition.
 * Regional additions (the EU's EUH statements) are not GHS and are not accepted.
 */

import type { FieldProblem } from '../shared/problem.js';

export const GHS_SOURCE = 'UN GHS, Rev. 10 (2023), Annex 3' as const;

/** The nine GHS pictograms (codes GHS01–GHS09) with their official names. */
export const GHS_PICTOGRAMS = [
  { code: 'GHS01', name: 'Exploding bomb' },
  { code: 'GHS02', name: 'Flame' },
  { code: 'GHS03', name: 'Flame over circle' },
  { code: 'GHS04', name: 'Gas cylinder' },
  { code: 'GHS05', name: 'Corrosion' },
  { code: 'GHS06', name: 'Skull and crossbones' },
  { code: 'GHS07', name: 'Exclamation mark' },
  { code: 'GHS08', name: 'Health hazard' },
  { code: 'GHS09', name: 'Environment' },
] as const;

export type GhsPictogramCode = (typeof GHS_PICTOGRAMS)[number]['code'];

export type HazardKind = 'physical' | 'health' | 'environmental';

export interface HazardStatement {
  code: string;
  text: string;
}

/** Table A3.1.1–A3.1.3 of GHS Rev. 10, in code order (see the header for what is left out). */
export const HAZARD_STATEMENTS: readonly HazardStatement[] = [
  // A3.1.1 Physical hazards
  { code: 'H200', text: 'Unstable explosive' },
  { code: 'H201', text: 'Explosive; mass explosion hazard' },
  { code: 'H202', text: 'Explosive; severe projection hazard' },
  { code: 'H203', text: 'Explosive; fire, blast or projection hazard' },
  { code: 'H204', text: 'Fire or projection hazard' },
  { code: 'H205', text: 'May mass explode in fire' },
  { code: 'H206', text: 'Fire, blast or projection hazard; increased risk of explosion if desensitizing agent is reduced' },
  { code: 'H207', text: 'Fire or projection hazard; increased risk of explosion if desensitizing agent is reduced' },
  { code: 'H208', text: 'Fire hazard; increased risk of explosion if desensitizing agent is reduced' },
  { code: 'H220', text: 'Extremely flammable gas' },
  { code: 'H221', text: 'Flammable gas' },
  { code: 'H222', text: 'Extremely flammable aerosol' },
  { code: 'H223', text: 'Flammable aerosol' },
  { code: 'H224', text: 'Extremely flammable liquid and vapour' },
  { code: 'H225', text: 'Highly flammable liquid and vapour' },
  { code: 'H226', text: 'Flammable liquid and vapour' },
  { code: 'H227', text: 'Combustible liquid' },
  { code: 'H228', text: 'Flammable solid' },
  { code: 'H229', text: 'Pressurized container: may burst if heated' },
  { code: 'H230', text: 'May react explosively even in the absence of air' },
  { code: 'H231', text: 'May react explosively even in the absence of air at elevated pressure and/or temperature' },
  { code: 'H232', text: 'May ignite spontaneously if exposed to air' },
  { code: 'H240', text: 'Heating may cause an explosion' },
  { code: 'H241', text: 'Heating may cause a fire or explosion' },
  { code: 'H242', text: 'Heating may cause a fire' },
  { code: 'H250', text: 'Catches fire spontaneously if exposed to air' },
  { code: 'H251', text: 'Self-heating; may catch fire' },
  { code: 'H252', text: 'Self-heating in large quantities; may catch fire' },
  { code: 'H260', text: 'In contact with water releases flammable gases which may ignite spontaneously' },
  { code: 'H261', text: 'In contact with water releases flammable gas' },
  { code: 'H270', text: 'May cause or intensify fire; oxidizer' },
  { code: 'H271', text: 'May cause fire or explosion; strong oxidizer' },
  { code: 'H272', text: 'May intensify fire; oxidizer' },
  { code: 'H280', text: 'Contains gas under pressure; may explode if heated' },
  { code: 'H281', text: 'Contains refrigerated gas; may cause cryogenic burns or injury' },
  { code: 'H282', text: 'Extremely flammable chemical under pressure: may explode if heated' },
  { code: 'H283', text: 'Flammable chemical under pressure: may explode if heated' },
  { code: 'H284', text: 'Chemical under pressure: may explode if heated' },
  { code: 'H290', text: 'May be corrosive to metals' },
  // A3.1.2 Health hazards
  { code: 'H300', text: 'Fatal if swallowed' },
  { code: 'H301', text: 'Toxic if swallowed' },
  { code: 'H302', text: 'Harmful if swallowed' },
  { code: 'H303', text: 'May be harmful if swallowed' },
  { code: 'H304', text: 'May be fatal if swallowed and enters airways' },
  { code: 'H305', text: 'May be harmful if swallowed and enters airways' },
  { code: 'H310', text: 'Fatal in contact with skin' },
  { code: 'H311', text: 'Toxic in contact with skin' },
  { code: 'H312', text: 'Harmful in contact with skin' },
  { code: 'H313', text: 'May be harmful in contact with skin' },
  { code: 'H314', text: 'Causes severe skin burns and eye damage' },
  { code: 'H315', text: 'Causes skin irritation' },
  { code: 'H316', text: 'Causes mild skin irritation' },
  { code: 'H317', text: 'May cause an allergic skin reaction' },
  { code: 'H318', text: 'Causes serious eye damage' },
  { code: 'H319', text: 'Causes serious eye irritation' },
  { code: 'H320', text: 'Causes eye irritation' },
  { code: 'H330', text: 'Fatal if inhaled' },
  { code: 'H331', text: 'Toxic if inhaled' },
  { code: 'H332', text: 'Harmful if inhaled' },
  { code: 'H333', text: 'May be harmful if inhaled' },
  { code: 'H334', text: 'May cause allergy or asthma symptoms or breathing difficulties if inhaled' },
  { code: 'H335', text: 'May cause respiratory irritation' },
  { code: 'H336', text: 'May cause drowsiness or dizziness' },
  { code: 'H340', text: 'May cause genetic defects' },
  { code: 'H341', text: 'Suspected of causing genetic defects' },
  { code: 'H350', text: 'May cause cancer' },
  { code: 'H351', text: 'Suspected of causing cancer' },
  { code: 'H360', text: 'May damage fertility or the unborn child' },
  { code: 'H361', text: 'Suspected of damaging fertility or the unborn child' },
  { code: 'H362', text: 'May cause harm to breast-fed children' },
  { code: 'H370', text: 'Causes damage to organs' },
  { code: 'H371', text: 'May cause damage to organs' },
  { code: 'H372', text: 'Causes damage to organs through prolonged or repeated exposure' },
  { code: 'H373', text: 'May cause damage to organs through prolonged or repeated exposure' },
  // A3.1.3 Environmental hazards
  { code: 'H400', text: 'Very toxic to aquatic life' },
  { code: 'H401', text: 'Toxic to aquatic life' },
  { code: 'H402', text: 'Harmful to aquatic life' },
  { code: 'H410', text: 'Very toxic to aquatic life with long lasting effects' },
  { code: 'H411', text: 'Toxic to aquatic life with long lasting effects' },
  { code: 'H412', text: 'Harmful to aquatic life with long lasting effects' },
  { code: 'H413', text: 'May cause long lasting harmful effects to aquatic life' },
  { code: 'H420', text: 'Harms public health and the environment by destroying ozone in the upper atmosphere' },
];

/** The hazard class family of a statement, from its code's first digit (A3.1.2.1 (b)). */
export const hazardKindOf = (code: string): HazardKind =>
  code.startsWith('H2') ? 'physical' : code.startsWith('H3') ? 'health' : 'environmental';

const PICTOGRAM_NAMES: ReadonlyMap<string, string> = new Map(GHS_PICTOGRAMS.map((p) => [p.code, p.name]));
const STATEMENT_TEXTS: ReadonlyMap<string, string> = new Map(HAZARD_STATEMENTS.map((s) => [s.code, s.text]));

export const isGhsPictogramCode = (code: string): code is GhsPictogramCode => PICTOGRAM_NAMES.has(code);
export const isHazardStatementCode = (code: string): boolean => STATEMENT_TEXTS.has(code);

export const ghsPictogramName = (code: string): string | undefined => PICTOGRAM_NAMES.get(code);
export const hazardStatementText = (code: string): string | undefined => STATEMENT_TEXTS.get(code);

/** "H225 Highly flammable liquid and vapour": how the form's picker and the detail page show a statement. */
export const hazardStatementLabel = (code: string): string => {
  const text = STATEMENT_TEXTS.get(code);
  return text ? `${code} ${text}` : code;
};

export const GHS_MESSAGES = {
  unknownPictograms: (codes: readonly string[]) => `Unknown GHS pictogram ${codes.join(', ')}. Choose from GHS01 to GHS09.`,
  unknownStatements: (codes: readonly string[]) => `Unknown hazard statement ${codes.join(', ')}. Use a GHS H-code such as H225.`,
  unknownCodes: (codes: readonly string[]) =>
    `Unknown GHS code ${codes.join(', ')}. Use pictograms GHS01 to GHS09 and H-statements such as H225, separated by ';'.`,
  /** Browse's filter (issue 18). */
  noPictogramsFilter: 'No hazard pictograms',
  /** A card's hazard mark, read out: 'Hazards: Flame, Exclamation mark'. */
  hazards: (pictogramNames: string) => `Hazards: ${pictogramNames}`,
  pictogramsLabel: 'GHS hazard pictograms',
  statementsLabel: 'Hazard statements (H-codes)',
} as const;

/** A code as typed: trimmed, upper case, 'GHS2' → 'GHS02', 'h 225' → 'H225'. */
export function normaliseGhsCode(raw: string): string {
  const code = raw.trim().toUpperCase().replace(/\s+/g, '');
  const pictogram = /^GHS0?([1-9])$/.exec(code);
  return pictogram ? `GHS0${pictogram[1]}` : code;
}

export interface GhsSelection {
  ghsPictograms: GhsPictogramCode[];
  hazardStatements: string[];
}

/** Codes in the official lists' order (which is code order), so a listing always shows them the same way. */
const codeOrder = (a: string, b: string) => a.localeCompare(b);

function listOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value.split(/[;,]/).filter((part) => part.trim() !== '');
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  return undefined;
}

/**
 * The form's and the API's two lists, checked: codes normalised, duplicates dropped, sorted; an
 * unknown code (or a value that is not a list of codes) is the field's problem, never silently dropped.
 */
export function validateGhsSelection(pictograms: unknown, statements: unknown): { selection: GhsSelection; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const pictogramList = listOf(pictograms);
  const statementList = listOf(statements);
  const pictogramCodes = [...new Set((pictogramList ?? []).map(normaliseGhsCode))];
  const statementCodes = [...new Set((statementList ?? []).map(normaliseGhsCode))];
  const badPictograms = pictogramList ? pictogramCodes.filter((code) => !isGhsPictogramCode(code)) : ['(not a list)'];
  const badStatements = statementList ? statementCodes.filter((code) => !isHazardStatementCode(code)) : ['(not a list)'];
  if (badPictograms.length) problems.push({ field: 'ghsPictograms', message: GHS_MESSAGES.unknownPictograms(badPictograms) });
  if (badStatements.length) problems.push({ field: 'hazardStatements', message: GHS_MESSAGES.unknownStatements(badStatements) });
  return {
    selection: {
      ghsPictograms: pictogramCodes.filter(isGhsPictogramCode).sort(codeOrder),
      hazardStatements: statementCodes.filter(isHazardStatementCode).sort(codeOrder),
    },
    problems,
  };
}

/**
 * The CSV `ghs` cell: pictogram and H codes in one cell separated by ';' (e.g. 'GHS02;GHS07;H225;H319').
 * Returns the split selection, or the row's message naming every unknown code.
 */
export function parseGhsCell(cell: string): { selection: GhsSelection; error?: string } {
  const codes = [...new Set(cell.split(';').map(normaliseGhsCode).filter(Boolean))];
  const unknown = codes.filter((code) => !isGhsPictogramCode(code) && !isHazardStatementCode(code));
  const selection: GhsSelection = {
    ghsPictograms: codes.filter(isGhsPictogramCode).sort(codeOrder),
    hazardStatements: codes.filter(isHazardStatementCode).sort(codeOrder),
  };
  return unknown.length ? { selection, error: GHS_MESSAGES.unknownCodes(unknown) } : { selection };
}

/** The CSV export's `ghs` cell: the inverse of parseGhsCell. */
export const formatGhsCell = (selection: GhsSelection): string => [...selection.ghsPictograms, ...selection.hazardStatements].join(';');
