import type { FieldProblem } from '../shared/problem.js';

/**
 * Swap requests' rules and messages (spec §2 "Request Swap", "Swap request detail", "Swap Requests
 * tab" and its dialogs; §4 "Swap request status"; §5 "Swap request"; §8 "Swap"; §9 credit offer),
 * applied by the request form, the dialogs and the server. Wording is the spec's.
 */
export const SWAP_MESSAGES = {
  signInToCreate: 'You must be logged in to create a swap request',
  chooseReagent: 'Please select a reagent to offer',
  messageRequired: 'Please include a message for the reagent owner',
  notEnoughCredits: (available: number) => `You don't have enough credits (${available} available)`,
  notEnoughForOffer: (required: number) => `You don't have enough credits for this offer. Required: ${required}`,
  notEnoughForSwap: "You don't have enough credits for this swap request",
  insufficientAlert: (available: number) => `You don't have enough credits for this swap. You have ${available} credits available.`,
  duplicate: 'You already have a swap request for this reagent. Opening it.',
  alreadyExists: 'A swap request for this reagent already exists',
  alreadyProcessing: 'Your request is already being processed',
  created: 'Swap request sent successfully!',
  createFailed: 'Failed to create swap request',
  notifyFailed: 'Swap request created but failed to notify the owner',
  updateFailed: 'Failed to update swap request',
  updatedNotifyFailed: 'Swap request updated, but failed to send notification',
  cancelled: 'Swap request canceled successfully',
  loadFailed: 'Failed to load swap requests',
  couldNotFind: 'Could not find the swap request',
  notFound: "The swap request you're looking for doesn't exist or you don't have permission to view it.",
  noMessage: 'No message provided with this swap request.',
  noUpdatePermission: "You don't have permission to update this swap request",
  noCancelPermission: "You don't have permission to cancel this swap request",
  rejectReason: 'Please provide a reason for rejecting this swap request.',
  cancelTitle: 'Cancel Swap Request?',
  cancelText: "This action cannot be undone. The reagent owner will be notified that you've canceled this request.",
  editMessageRequired: 'Please include a message for the reagent owner',
  // The server's own messages where the spec is silent (design.md §5).
  ownReagent: 'You cannot request a swap for your own reagent',
  reagentUnavailable: 'This reagent is no longer available for swapping',
  offeredNotYours: 'You can only offer one of your own available reagents',
  offeredIsWanted: 'You cannot offer the reagent you are requesting',
  creditOfferRange: 'The credit offer must be between 10 and 100 credits, in steps of 5',
  creditOfferOnReagentSwap: 'This swap request offers a reagent, not credits',
  onlyOwnerDecides: 'Only the reagent owner can approve or reject this swap request',
  onlyRequesterCompletes: 'Only the requester can confirm receipt of the reagent',
  onlyOwnerShips: 'Only the reagent owner can mark the reagent as shipped',
  approvalMessageRequired: 'Please include a message for the requester',
  notPending: (status: string) => `This swap request is ${status}, no longer pending`,
  notApproved: (status: string) => `This swap request is ${status}; only an approved swap request can be completed`,
  notShippable: (status: string) => `This swap request is ${status}; only an approved swap request can be marked as shipped`,
  notCancellable: (status: string) => `This swap request is already ${status} and cannot be cancelled`,
  noLongerAffordable: (available: number) =>
    `The requester no longer has enough credits for this swap (${available} available); it cannot be approved`,
  reagentTaken: 'The reagent was swapped to another member, so this swap request was cancelled',
  memberLeft: 'A member of this swap is no longer on ReagentSwap, so this swap request was cancelled',
} as const;

/** Spec §9: a credit offer is an integer 10 to 100, step 5, default 50. */
export const CREDIT_OFFER = { min: 10, max: 100, step: 5, default: 50 } as const;

export const SWAP_LIMITS = {
  message: 5000,
  /** Offered-reagent description preview on cards (spec §9). */
  descriptionPreview: 100,
  name: 200,
  catalogueNumber: 100,
  description: 5000,
  storageConditions: 500,
  amountUnit: 20,
  maxAmount: 999_999_999_999,
} as const;

export const SWAP_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'completed'] as const;

/** Typed input accepted only in range (spec §5): an integer 10–100 on the slider's step of 5. */
export function isValidCreditOffer(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= CREDIT_OFFER.min &&
    value <= CREDIT_OFFER.max &&
    (value - CREDIT_OFFER.min) % CREDIT_OFFER.step === 0
  );
}

/** The message the owner (or requester) must write: non-blank after trimming, bounded. */
export function swapMessageProblem(
  value: unknown,
  field = 'message',
  required: string = SWAP_MESSAGES.messageRequired,
): FieldProblem | null {
  if (typeof value !== 'string' || value.trim().length === 0) return { field, message: required };
  if (value.trim().length > SWAP_LIMITS.message) return { field, message: `The message can be at most ${SWAP_LIMITS.message} characters` };
  return null;
}

/** Spec §2: the offered reagent's description cut at 100 characters with an ellipsis. */
export const descriptionPreview = (text: string | null | undefined): string => {
  const value = text ?? '';
  return value.length > SWAP_LIMITS.descriptionPreview ? `${value.slice(0, SWAP_LIMITS.descriptionPreview)}...` : value;
};

/**
 * A swap party as the cards, the swap page and its history name them: the spec's username ("Requested
 * by {username or Unknown}") with the display name that every other screen shows beside it, e.g.
 * 'alice (Alice Martin)', so a member recognises the same person everywhere. Only one of them when
 * the other is missing or says the same.
 */
export function swapPartyName(
  party: { username: string | null; displayName: string | null } | null | undefined,
  unknown = 'Unknown',
): string {
  const username = party?.username?.trim() || null;
  const displayName = party?.displayName?.trim() || null;
  if (username && displayName && displayName.toLowerCase() !== username.toLowerCase()) return `${username} (${displayName})`;
  return username ?? displayName ?? unknown;
}

/** Page sizes of the Received / Sent lists (each Pending and Past section pages on its own). */
export const SWAP_LIST_PAGE = { pageSize: 24, maxPageSize: 100 } as const;
