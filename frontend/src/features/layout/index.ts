// The layout feature's public surface: the shell the router renders pages in.
export { AppLayout } from './AppLayout';
