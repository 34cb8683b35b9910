import type { FieldProblem } from '../shared/problem.js';
import { CREDIT_OFFER, isValidCreditOffer, SWAP_MESSAGES, swapMessageProblem } from './swap.rules.js';

/**
 * Counter-offers (issue 19 item 3, ADR 0027): on a pending credit offer the owner may answer with
 * another amount and a message; the requester accepts it, declines it, or counters back. Every
 * round is a line of the swap's timeline, and an offer or counter-offer left unanswered for
 * OFFER_EXPIRY_DAYS is cancelled by the system. The browser's dialogs and the server's commands
 * apply these rules and show this wording, from here.
 */
export const OFFER_EXPIRY_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export const COUNTER_OFFER_MESSAGES = {
  // Validation (the dialog and the server)
  amountRange: SWAP_MESSAGES.creditOfferRange,
  sameAmount: 'A counter-offer must name a different amount from the offer on the table',
  messageRequired: 'Please include a message with your counter-offer',
  // Who may act when (the server's 403 / 409)
  onlyCreditOffers: 'Only a credit offer can be countered',
  onlyOwnerCounters: 'Only the reagent owner can counter this offer',
  onlyRequesterAnswers: 'Only the requester can answer a counter-offer',
  awaitingRequester: 'The requester has not answered your counter-offer yet',
  noCounterOnTable: 'There is no counter-offer to answer on this swap request',
  counterOnTable: 'Answer the counter-offer instead: accept it, decline it or counter back',
  // The system's note when a round was left unanswered (timeline, both parties' notification)
  expired: `The offer was not answered within ${OFFER_EXPIRY_DAYS} days, so this swap request expired`,
  // Buttons, dialogs, toasts
  counterButton: 'Counter-offer',
  counterBackButton: 'Counter back',
  acceptButton: 'Accept counter-offer',
  declineButton: 'Decline counter-offer',
  counterTitle: 'Make a Counter-Offer',
  counterText: 'Name the amount you would accept instead. The other party can accept it, decline it or counter back.',
  amountLabel: 'Your amount (credits)',
  messageLabel: 'Message:',
  sendCounter: 'Send Counter-Offer',
  declineTitle: 'Decline Counter-Offer?',
  declineText: 'Declining ends this swap request. The reagent owner will be notified.',
  countered: 'Counter-offer sent',
  accepted: 'Counter-offer accepted: the swap is approved',
  declined: 'Counter-offer declined',
  failed: 'Failed to answer the counter-offer',
  // What a pending swap says about whose turn it is
  counterReceived: (credits: number) => `The owner countered with ${credits} credits`,
  counterSent: (credits: number) => `You countered with ${credits} credits; waiting for the requester`,
  expiresOn: (date: string) => `Expires ${date} if unanswered`,
  answerLink: 'Answer the counter-offer',
} as const;

/** The timeline's label of each round ("… by {who}, {when}" follows). */
export const COUNTER_TIMELINE = {
  countered: (credits: number | null) => `Counter-offer: ${credits ?? '?'} credits`,
  counterAccepted: (credits: number | null) => `Counter-offer of ${credits ?? '?'} credits accepted`,
  counterDeclined: 'Counter-offer declined',
  expired: `Expired: no answer within ${OFFER_EXPIRY_DAYS} days`,
} as const;

export interface CounterOfferInput {
  credits: unknown;
  message: unknown;
}

/**
 * What a counter-offer gets wrong, field by field: the amount follows the offer's own rule (10–100
 * credits in steps of 5) and must differ from the amount it answers; the message is required, like
 * every other swap message (non-blank, at most SWAP_LIMITS.message characters).
 */
export function counterOfferProblems(input: CounterOfferInput, answering: number | null): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isValidCreditOffer(input.credits)) problems.push({ field: 'credits', message: COUNTER_OFFER_MESSAGES.amountRange });
  else if (input.credits === answering) problems.push({ field: 'credits', message: COUNTER_OFFER_MESSAGES.sameAmount });
  const message = swapMessageProblem(input.message, 'message', COUNTER_OFFER_MESSAGES.messageRequired);
  if (message) problems.push(message);
  return problems;
}

/** A sensible first amount for the dialog: a step above the amount answered (a step below at the top). */
export const suggestedCounter = (answering: number): number =>
  answering + CREDIT_OFFER.step <= CREDIT_OFFER.max ? answering + CREDIT_OFFER.step : answering - CREDIT_OFFER.step;

/** When a round made at `offeredAt` expires. */
export const offerExpiresAt = (offeredAt: Date | string): Date => new Date(new Date(offeredAt).getTime() + OFFER_EXPIRY_DAYS * DAY_MS);
