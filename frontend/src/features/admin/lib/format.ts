const numberFormat = new Intl.NumberFormat(undefined, {
  maximumFractionDigits: 2,
});

/** Locale-formatted number (spec §9: statistic cards use locale-formatted numbers). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** The admin table shows user ids truncated to 8 characters (spec §9). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** What to call a user in the admin panel: display name, else username, else e-mail. */
export function nameOf(user: {
  displayName?: string | null;
  displayUsername?: string | null;
  username?: string | null;
  email: string;
}): string {
  return user.displayName?.trim() || user.displayUsername?.trim() || user.username?.trim() || user.email;
}
