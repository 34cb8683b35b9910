// The support and contact forms' rules, limits and messages (spec §5, §9) are shared with the
// browser: one definition in @reagentswap/contracts.
export {
  contactMessageProblems,
  ISSUE_TYPES,
  isIssueType,
  SUPPORT_MESSAGES,
  supportRequestProblems,
  type ContactMessageInput,
  type IssueType,
  type SupportRequestInput,
} from '@reagentswap/contracts';
