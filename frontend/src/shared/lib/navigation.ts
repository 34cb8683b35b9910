/** Full page load to a path of this app; used after sign-out so no in-memory state survives. */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
