/**
 * Mixed offers (issue 19 item 3, ADR 0027): credits plus one of my listed reagents in one offer,
 * settled together when the requester confirms receipt. The credits follow the credit offer's rule
 * (10–100 in steps of 5, affordable now, reserved on approval); the reagent must be one of my
 * available listings (SWAP_MESSAGES.offeredNotYours otherwise).
 */
export const MIXED_OFFER_TEXT = {
  /** The Swap with Reagent tab's switch: one of my listings plus credits (the spec's two tabs stay two). */
  addCredits: 'Add credits to this offer',
  intro: 'Your reagent and the credits change hands together when you confirm receipt.',
  summary: (credits: number, reagentName: string) => `${credits} credits + ${reagentName}`,
  chooseBoth: 'Choose an amount of credits and one of your reagents',
} as const;
