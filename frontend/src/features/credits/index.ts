// The credits feature's public surface: its page (router), the history view and balances the admin
// screens reuse, and the credit and date formats every screen shows the same way.
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const CreditsPage = lazyNamed(() => import('./CreditsPage'), 'CreditsPage');

export { CreditHistoryView } from './components/CreditHistoryView';
export { formatCredits, useGetCreditBalanceQuery, useGetMemberBalancesQuery, type CreditBalance } from './creditsApi';
export { formatDate, formatDateTime } from './ledgerLabels';
export { csvResponseHandler, saveCsvFile, type CsvFile } from '../../shared/api/csvDownload';
