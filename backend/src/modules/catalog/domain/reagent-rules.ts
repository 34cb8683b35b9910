// The catalog's field rules, limits and messages (spec §5, §8, §9) are shared with the browser:
// one definition in @reagentswap/contracts.
export {
  amountText,
  CATALOG_MESSAGES,
  cleanCatalogText,
  DEFAULT_CATEGORIES,
  EDIT_UNITS,
  FORM_DEFAULTS,
  normaliseExpiryDate,
  parseAmount,
  REAGENT_LIMITS,
  UPLOAD_UNITS,
  validateReagent,
  type ReagentDraft,
  type ReagentInput,
} from '@reagentswap/contracts';
