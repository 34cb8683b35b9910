// The compliance module's public surface: other modules and the composition root import only this.
export { ComplianceModule } from './compliance.module.js';

// Screening a listing, a request or a CSV row, and logging a refusal for admins
export { ScreenSubstancesQuery } from './queries/screen-substances/screen-substances.query.js';
export { RecordRefusedAttemptsCommand, type RefusedAttempt } from './commands/record-refused-attempts/record-refused-attempts.command.js';
export { RestrictedSubstanceError, refuseIfRestricted, recordingRefusals } from './application/screening.js';

// The admin screen's reads
export { GetRestrictedListQuery } from './queries/get-restricted-list/get-restricted-list.query.js';
export { ListRefusedAttemptsQuery } from './queries/list-refused-attempts/list-refused-attempts.query.js';
