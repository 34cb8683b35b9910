// The bulk CSV rules, columns, caps and messages (spec §5 "Bulk CSV", §8) are shared with the
// browser: one definition in @reagentswap/contracts.
export {
  canonicalHeader,
  CSV_DEFAULTS,
  CSV_LIMITS,
  CSV_MESSAGES,
  CSV_OPTIONAL_COLUMNS,
  CSV_TEMPLATE_COLUMNS,
  CSV_TEMPLATE_EXAMPLE,
  CSV_TEMPLATE_FILE_NAME,
  isCsvFileName,
} from '@reagentswap/contracts';
