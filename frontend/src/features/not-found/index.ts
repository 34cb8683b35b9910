// The not-found feature's public surface: what the router mounts.
export { NotFoundPage } from './NotFoundPage';
