// The home feature's public surface: what the router mounts.
export { HomePage } from './HomePage';
