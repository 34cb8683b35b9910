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
