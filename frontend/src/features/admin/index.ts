// The admin feature's public surface: what the router mounts.
export { AdminPage } from './AdminPage';
export { MemberCreditsPage } from './MemberCreditsPage';
export { FinancePage } from './finance/FinancePage';
