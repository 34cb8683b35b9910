/**
 * The catalog's messages (spec §2, §4, §5, §8), in a module that imports nothing: the app's shell shows
 * two of them (the guests' sign-in prompts of its routes), and a module the shell imports is bundled
 * with the shell together with all it imports — here the catalog's rules, the GHS tables and the CAS
 * check would ride on every page (issue 15: JavaScript a phone downloads). The rules use them from
 * reagent.rules.ts.
 */
export const CATALOG_MESSAGES = {
  signedOutUpload: 'You must be logged in to upload reagents',
  signedOutMine: 'You must be logged in to view your reagents',
  /** My Reagents' own login prompt (spec §4 "My Reagents"); signedOutMine is the API's refusal (§8). */
  signInToViewMine: 'Please log in to view your reagents',
  nameRequired: 'Reagent name is required',
  catalogNumberRequired: 'Catalog number is required',
  categoryRequired: 'Category is required',
  unknownCategory: 'Please choose one of the listed categories',
  packagesTooLarge: 'Number of packages is too large',
  amountTooLarge: 'Amount is too large',
  reagentNotFound: 'Reagent Not Found',
  notOwnerEdit: "You don't have permission to edit this reagent",
  notOwnerRemove: "You don't have permission to remove this reagent",
  notOwnerReactivate: "You don't have permission to reactivate this reagent",
  // Not in the spec: a reagent a completed swap gave away belongs to the other lab now.
  swappedAway: 'This reagent was swapped to another member and cannot be reactivated',
  engaged: "This reagent cannot be removed because it's part of pending swap requests. Cancel or complete the swap requests first.",
  notAvailable: 'This reagent is no longer available',
  removed: 'Reagent removed successfully',
  reactivated: 'Reagent reactivated successfully',
  availableAgain: 'Reagent is now available again',
  uploaded: 'Reagent uploaded successfully!',
  updated: 'Reagent updated successfully',
} as const;
