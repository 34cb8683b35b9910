/**
 * Small persistent yes/no flags in localStorage (e.g. "don't show this prompt again"). Storage
 * can be unavailable (privacy modes, quota): reads then say "not set" and writes are dropped.
 */
export function readLocalFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function setLocalFlag(key: string, value = true): void {
  try {
    if (value) window.localStorage.setItem(key, 'true');
    else window.localStorage.removeItem(key);
  } catch {
    /* not persisted; the prompt may come back next time */
  }
}
