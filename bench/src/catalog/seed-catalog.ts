/** Anything that runs SQL text: MikroORM's connection or a `pg` pool. */
export interface SqlRunner {
  execute(sql: string): Promise<unknown>;
}

export interface CatalogSeed {
  owners: number;
  reagents: number;
}

/** Deterministic ids, so the seed is one statement per table and reruns are comparable. */
const uuidOf = (prefix: string, counter: string) => `('${prefix}-0000-4000-8000-' || lpad(to_hex(${counter}), 12, '0'))::uuid`;

/**
 * Listing names with their categories. Four of the 64 contain 'acet' (Acetone, Acetonitrile,
 * Acetic acid, Sodium acetate), so the 4-letter search term matches about 6 % of the listings —
 * a real word fragment a researcher types, not a single hit or half the table.
 */
const NAMES: [string, string][] = [
  ...[
    'Acetone',
    'Acetonitrile HPLC grade',
    'Acetic acid glacial',
    'Sodium acetate trihydrate',
    'Ethanol absolute',
    'Methanol',
    'Isopropanol',
    'Chloroform',
    'Dimethyl sulfoxide',
    'Sodium chloride',
    'Potassium chloride',
    'Tris base',
    'HEPES',
    'Glycine',
    'Sodium dodecyl sulfate',
    'Agarose',
    'D-Glucose',
    'Sucrose',
    'Magnesium chloride hexahydrate',
    'Calcium chloride dihydrate',
    'EDTA disodium salt',
    'Hydrochloric acid 37 %',
    'Sodium hydroxide pellets',
    'Paraformaldehyde',
    'β-Mercaptoethanol',
    'Dithiothreitol',
    'Imidazole',
    'Guanidine hydrochloride',
    'Urea',
    'Triton X-100',
    'Tween 20',
    'Glycerol',
    'Bovine serum albumin',
  ].map((name): [string, string] => [name, 'chemicals']),
  ...[
    'Anti-GFP antibody',
    'Anti-β-actin antibody',
    'Anti-GAPDH antibody',
    'Anti-mouse IgG HRP',
    'Anti-rabbit IgG Alexa Fluor 488',
    'Anti-His tag antibody',
    'Anti-FLAG M2',
  ].map((name): [string, string] => [name, 'antibodies']),
  ...[
    'Trypsin-EDTA 0.25 %',
    'Proteinase K',
    'DNase I',
    'RNase A',
    'Taq DNA polymerase',
    'T4 DNA ligase',
    'EcoRI',
    'BamHI',
    'HindIII',
    'Lysozyme',
    'Collagenase type I',
  ].map((name): [string, string] => [name, 'enzymes']),
  ...[
    'Fetal bovine serum',
    'HeLa cell pellet',
    'E. coli DH5α competent cells',
    'Plasmid pUC19',
    'Yeast extract',
    'Tryptone',
    'LB broth Miller',
  ].map((name): [string, string] => [name, 'biological-samples']),
  ...['Pipette tips 200 µL', 'Petri dishes 90 mm', 'Nitrile gloves M', 'Cryovials 2 mL', 'Parafilm M', 'Syringe filters 0.22 µm'].map(
    (name): [string, string] => [name, 'other'],
  ),
];

const DESCRIPTIONS = [
  'Unopened bottle, original packaging',
  'Opened once, stored as recommended by the supplier',
  'Surplus from a finished project',
  'Partially used, about half left',
  'Sealed; certificate of analysis available on request',
  'Aliquots in labelled tubes',
  'Produit non ouvert, stocké à 4 °C',
  'Left over after a grant ended; free to a good home',
];

const PLACES: [string, string][] = [
  ['Leuven', 'Belgium'],
  ['Ghent', 'Belgium'],
  ['Delft', 'Netherlands'],
  ['Utrecht', 'Netherlands'],
  ['Lyon', 'France'],
  ['Grenoble', 'France'],
  ['Heidelberg', 'Germany'],
  ['Zürich', 'Switzerland'],
  ['Cambridge', 'United Kingdom'],
  ['Kraków', 'Poland'],
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: string[]) => `array[${items.map(quote).join(', ')}]`;

/**
 * Seeds a catalog of `reagents` listings from `owners` approved members in set-based SQL (one
 * statement per table, generate_series): universities, labs, users, profiles, reagents (newest
 * last, one every five minutes; 2 % unavailable, 1 % removed, so browse's partial indexes and
 * filters matter) and image rows for a third of them. The owners cannot sign in (no password).
 */
export async function seedCatalog(db: SqlRunner, { owners, reagents }: CatalogSeed): Promise<void> {
  const universities = Math.max(1, Math.ceil(owners / 40));
  const universityOf = (counter: string) => uuidOf('10000000', `1 + (${counter}) % ${universities}`);
  await db.execute(`
    insert into universities (id, name, city, country)
    select ${uuidOf('10000000', 'g')}, 'Bench University ' || g, p[1], p[2]
      from generate_series(1, ${universities}) g,
           lateral (select (${textArray(PLACES.map((p) => p.join('|')))})[1 + g % ${PLACES.length}] as place) x,
           lateral (select string_to_array(x.place, '|') as p) y`);
  await db.execute(`
    insert into labs (id, name, university_id)
    select ${uuidOf('20000000', 'g')}, 'Bench Lab ' || g, ${universityOf('g')} from generate_series(1, ${owners}) g`);
  await db.execute(`
    insert into users (id, email, password_hash, approval_status, approved_at)
    select ${uuidOf('30000000', 'g')}, 'owner' || g || '@bench.example', '!no-sign-in', 'approved', now()
      from generate_series(1, ${owners}) g`);
  await db.execute(`
    insert into profiles (user_id, username, display_username, university_id, lab_id, city, country, location)
    select ${uuidOf('30000000', 'g')}, 'owner' || g, 'Owner ' || g, u.id, ${uuidOf('20000000', 'g')}, u.city, u.country, u.city || ', ' || u.country
      from generate_series(1, ${owners}) g
      join universities u on u.id = ${universityOf('g')}`);
  await db.execute(`
    insert into reagents (owner_id, name, catalogue_number, category_id, description, amount, amount_unit,
                          storage_conditions, number_of_packages, expiry_date, is_available, is_deleted, created_at, updated_at)
    select ${uuidOf('30000000', `1 + (g::bigint * 7919) % ${owners}`)},
           n.names[1 + g % ${NAMES.length}],
           'CAT-' || lpad(((g::bigint * 104729) % 1000000)::text, 6, '0'),
           n.categories[1 + g % ${NAMES.length}],
           n.descriptions[1 + (g / 7) % ${DESCRIPTIONS.length}] || ' (batch ' || g % 1000 || ')',
           1 + g % 500,
           (array['g', 'mg', 'mL', 'L', 'units'])[1 + g % 5],
           (array['Room temperature', '4 °C', '-20 °C', '-80 °C'])[1 + g % 4],
           1 + g % 4,
           current_date + (g % 700),
           g % 50 <> 0,
           g % 100 = 0,
           now() - (${reagents} - g) * interval '5 minutes',
           now() - (${reagents} - g) * interval '5 minutes'
      from generate_series(1, ${reagents}) g,
           (select ${textArray(NAMES.map(([name]) => name))} as names,
                   ${textArray(NAMES.map(([, category]) => category))} as categories,
                   ${textArray(DESCRIPTIONS)} as descriptions) n
     order by g`);
  await db.execute(`
    insert into reagent_images (reagent_id, display_key, thumbnail_key, width, height)
    select id, encode(sha256(('display:' || id)::bytea), 'hex') || '.webp', encode(sha256(('thumb:' || id)::bytea), 'hex') || '.webp', 1200, 900
      from reagents where listing_seq % 3 = 0`);
  await db.execute(`analyze`);
}
