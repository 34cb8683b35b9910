import type { ReactNode } from 'react';

/** The five FAQ entries (spec §2 Help Center; rules from spec §1 and design §5). */
export const FAQ: Array<{ key: string; question: string; answer: ReactNode }> = [
  {
    key: 'credits',
    question: 'How does the credit system work?',
    answer: (
      <>
        <p>
          Every member has a credit balance, and 1 credit has a virtual value of 1 euro. When you request a reagent you can offer credits
          (between 10 and 100, in steps of 5) or one of your own reagents in exchange.
        </p>
        <p>
          Offered credits are reserved when the owner approves your request and move to the owner&apos;s balance once you confirm that the
          reagent has arrived. If a request is rejected or cancelled, the reserved credits are released again. You can follow every movement
          in your credit history.
        </p>
      </>
    ),
  },
  {
    key: 'quality',
    question: 'How can I be sure of a reagent’s quality?',
    answer: (
      <>
        <p>
          Each listing states the amount and unit, the storage conditions and the expiry date, usually with photos. Read the details and
          message the owner with any questions (lot number, how it was stored, whether it was opened) before you request a swap.
        </p>
        <p>
          Owners review every swap request and approve or reject it, and they must not list expired or compromised material. If something
          arrives that does not match its listing, contact the owner first and our support team if you cannot resolve it together.
        </p>
      </>
    ),
  },
  {
    key: 'shipping',
    question: 'Who pays for shipping?',
    answer: (
      <>
        <p>
          Shipping is usually paid by the providing lab. For long-distance or international swaps the cost is negotiable: agree on it by
          message before the swap is approved.
        </p>
        <p>
          Ship according to your institution&apos;s rules for chemicals and biological material, including cold-chain packaging and
          dangerous-goods regulations where they apply.
        </p>
      </>
    ),
  },
  {
    key: 'restrictions',
    question: 'Are there restrictions on what I can list?',
    answer: (
      <>
        <p>
          Yes. Restricted or hazardous materials may not be listed. This includes controlled substances and drug precursors, radioactive
          material, explosives, select agents, toxins and infectious or otherwise pathogenic material, and anything whose possession or
          transfer needs a licence or permit.
        </p>
        <p>
          Listings that break these rules are removed, and repeated violations can lead to the account being suspended. When in doubt, ask
          your institution&apos;s safety officer before listing.
        </p>
      </>
    ),
  },
  {
    key: 'getting-started',
    question: 'How do I get started?',
    answer: (
      <>
        <p>
          Register with your email address and choose your university and lab (you can add them if they are missing). An administrator
          reviews every new account; approval usually takes 24-48 hours and you receive an email once it is done.
        </p>
        <p>
          Once approved, complete your profile, list the surplus reagents of your lab and browse what other labs offer. When you find what
          you need, request a swap and agree the details by message.
        </p>
      </>
    ),
  },
];

/** How It Works: the life of a swap, from sign-up to settled credits. */
export const HOW_IT_WORKS: Array<{ title: string; text: string }> = [
  {
    title: 'Create your account',
    text: 'Register with your university and lab. An administrator approves new accounts, usually within 24-48 hours.',
  },
  {
    title: 'List your surplus reagents',
    text: 'Add reagents your lab no longer needs, with amount, storage conditions, expiry date and photos.',
  },
  {
    title: 'Request a swap',
    text: 'Found what you need? Offer credits or one of your own reagents. You can also post a request for a reagent nobody lists yet.',
  },
  {
    title: 'The owner decides',
    text: 'The owner approves or rejects your request. Once approved, your offered credits are reserved and you agree on shipping by message.',
  },
  {
    title: 'Ship and confirm',
    text: 'The providing lab ships the reagent. When it arrives, confirm receipt and the credits move to the owner.',
  },
];
