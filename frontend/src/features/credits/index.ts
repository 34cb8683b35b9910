// The credits feature's public surface: its page (router), the history view and balances the admin
// screens reuse, the credit and date formats every screen shows the same way, and its reactions to
// pushes (the app shell mounts them).
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const CreditsPage = lazyNamed(() => import('./CreditsPage'), 'CreditsPage');

export { CreditHistoryView } from './components/CreditHistoryView';
export { formatCredits, useGetCreditBalanceQuery, useGetMemberBalancesQuery, type CreditBalance } from './creditsApi';
export { formatDate, formatDateTime } from './ledgerLabels';
export { useCreditPushes } from './lib/useCreditPushes';
export { csvResponseHandler, saveCsvFile, type CsvFile } from '../../shared/api/csvDownload';
