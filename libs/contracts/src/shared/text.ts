/** A loose e-mail shape check (spec §5); the confirmation e-mail proves the address is real. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321's longest usable address. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Length as a person counts it: in characters (code points after NFC composition), so that an
 * emoji or an 'é' typed as e + accent counts once, in the browser and on the server alike.
 */
export function characterCount(text: string): number {
  return Array.from(text.normalize('NFC')).length;
}

export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text) && text.length <= MAX_EMAIL_LENGTH;
}
