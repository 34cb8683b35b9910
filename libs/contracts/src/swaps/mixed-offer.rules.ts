/**
 * Mixed offers (issue 19 item 3, ADR 0027): credits plus one of my listed reagents in one offer,
 * settled together when the requester confirms receipt. The credits follow the credit offer's rule
 * (10–100 in steps of 5, affordable now, reserved on approval); the reagent must be one of my
 * available listings (SWAP_MESSAGES.offeredNotYours otherwise).
 */
export const MIXED_OFFER_TEXT = {
  tab: 'Credits + Reagent',
  intro: 'Offer credits and one of your reagents together. Both change hands when you confirm receipt.',
  summary: (credits: number, reagentName: string) => `${credits} credits + ${reagentName}`,
  chooseBoth: 'Choose an amount of credits and one of your reagents',
} as const;
