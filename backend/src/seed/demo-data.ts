import { addDays, expiryToday, type ReagentInput } from '@reagentswap/contracts';
import type { AccountSpec } from '../modules/identity/index.js';

export const DEMO_ADMIN_PASSWORD = 'Admin!2345';
export const DEMO_MEMBER_PASSWORD = 'Member!2345';

const eth = { name: 'ETH Zurich', city: 'Zurich', country: 'Switzerland' };
const kul = { name: 'KU Leuven', city: 'Leuven', country: 'Belgium' };
const tud = { name: 'TU Delft', city: 'Delft', country: 'Netherlands' };

/** Demo accounts; members also get a starting grant of credits (in credits). */
export const demoAccounts: (AccountSpec & { grantCredits: number })[] = [
  // The admin belongs to no lab: an invented one would show in the registration pickers.
  { email: 'admin@reagentswap.local', password: DEMO_ADMIN_PASSWORD, displayName: 'Ada Admin', isAdmin: true, grantCredits: 0 },
  {
    email: 'alice@reagentswap.local',
    password: DEMO_MEMBER_PASSWORD,
    displayName: 'Alice Martin',
    isAdmin: false,
    university: eth,
    lab: 'Structural Biology Lab',
    expertise: 'Protein crystallography, Enzymology',
    researchInterests: 'Membrane proteins and their inhibitors.',
    grantCredits: 250,
  },
  {
    email: 'bob@reagentswap.local',
    password: DEMO_MEMBER_PASSWORD,
    displayName: 'Bob Janssens',
    isAdmin: false,
    university: kul,
    lab: 'Immunology Lab',
    expertise: 'Flow cytometry, Antibodies',
    researchInterests: 'T-cell signalling.',
    grantCredits: 150,
  },
  {
    email: 'carol@reagentswap.local',
    password: DEMO_MEMBER_PASSWORD,
    displayName: 'Carol de Vries',
    isAdmin: false,
    university: tud,
    lab: 'Synthetic Chemistry Lab',
    expertise: 'Organic synthesis, Catalysis',
    researchInterests: 'Green catalysis.',
    grantCredits: 100,
  },
];

/** Demo listings per member (by e-mail), so a fresh start has something to browse and swap. */
export const demoReagents: Record<string, ReagentInput[]> = {
  'alice@reagentswap.local': [
    {
      name: 'Acetone, HPLC grade',
      catalogNumber: 'SA-270725',
      casNumber: '67-64-1',
      category: 'chemicals',
      amount: '2.5 L',
      unit: 'L',
      description: 'Unopened bottle, surplus from a finished project.',
      storageConditions: 'Room temperature, flammables cabinet',
      numberOfPackages: 2,
      // Issue 18: the demo's listing with GHS hazards (acetone's harmonised classification).
      ghsPictograms: ['GHS02', 'GHS07'],
      hazardStatements: ['H225', 'H319', 'H336'],
    },
    {
      name: 'Lysozyme from chicken egg white',
      catalogNumber: 'L6876',
      category: 'enzymes',
      amount: '5 g',
      unit: 'g',
      description: 'Crystallisation grade.',
      storageConditions: '2-8 °C',
      numberOfPackages: 1,
    },
    {
      name: 'HEPES buffer 1 M',
      catalogNumber: 'H0887',
      casNumber: '7365-45-9',
      category: 'chemicals',
      amount: '100 mL',
      unit: 'mL',
      description: 'Sterile filtered, pH 7.3.',
      storageConditions: '2-8 °C',
      numberOfPackages: 3,
    },
  ],
  'bob@reagentswap.local': [
    {
      name: 'Anti-CD3 antibody (OKT3)',
      catalogNumber: '16-0037-81',
      category: 'antibodies',
      amount: '100 µg',
      unit: 'µg',
      description: 'Functional grade, for T-cell activation.',
      storageConditions: '2-8 °C, do not freeze',
      numberOfPackages: 1,
    },
    {
      name: 'Fetal bovine serum',
      catalogNumber: '10270106',
      category: 'biological-samples',
      amount: '500 mL',
      unit: 'mL',
      description: 'Heat inactivated, EU origin.',
      storageConditions: '-20 °C',
      numberOfPackages: 2,
    },
  ],
  'carol@reagentswap.local': [
    {
      name: 'Palladium(II) acetate',
      catalogNumber: '205869',
      casNumber: '3375-31-3',
      category: 'chemicals',
      amount: '1 g',
      unit: 'g',
      description: '98 %, catalysis grade.',
      storageConditions: 'Room temperature, dry',
      numberOfPackages: 1,
    },
    {
      name: 'Taq DNA polymerase',
      catalogNumber: 'M0273S',
      category: 'enzymes',
      amount: '80 µL',
      unit: 'µL',
      description: '400 units, with 10X standard reaction buffer.',
      storageConditions: '-20 °C',
      numberOfPackages: 1,
      // Issue 18: the demo's listing expiring soon (10 days after the seed ran): its owner's 14-day
      // reminder goes out at the next hourly run, and Request Swap shows the expiry warning.
      expiryDate: addDays(expiryToday(), 10),
    },
  ],
};
