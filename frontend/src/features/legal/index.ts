// The legal feature's public surface: what the router mounts.
export { PrivacyPage } from './PrivacyPage';
export { TermsPage } from './TermsPage';
