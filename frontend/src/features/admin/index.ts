// The admin feature's public surface: what the router mounts.
export { AdminPage } from './AdminPage';
export { MemberCreditsPage } from './MemberCreditsPage';
