import type { Me } from './types';

/** What to call the user in the UI: display name, else username, else e-mail. */
export function displayNameOf(user: Pick<Me, 'displayUsername' | 'username' | 'email'>): string {
  return user.displayUsername?.trim() || user.username?.trim() || user.email;
}
