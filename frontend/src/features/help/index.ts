// The help feature's public surface: what the router mounts.
export { ContactPage } from './ContactPage';
export { HelpPage } from './HelpPage';
