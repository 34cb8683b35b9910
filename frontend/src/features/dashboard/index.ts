// The dashboard feature's public surface: what the router mounts.
export { DashboardPage } from './DashboardPage';
