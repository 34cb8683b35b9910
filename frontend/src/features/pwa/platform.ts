/** Where the app runs, for the install prompts (spec §2 Install prompts). */
export type MobilePlatform = 'ios' | 'android';

interface NavigatorWithStandalone extends Navigator {
  /** iOS Safari: true when opened from the home screen. */
  standalone?: boolean;
}

export function detectMobilePlatform(): MobilePlatform | null {
  if (typeof navigator === 'undefined') return null;
  const ua = navigator.userAgent;
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  // iPadOS 13+ presents itself as a Mac; touch support gives it away.
  if (/Macintosh/i.test(ua) && navigator.maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return null;
}

/** Safari proper on iOS (other iOS browsers cannot add to the home screen the same way). */
export function isIosSafari(): boolean {
  return detectMobilePlatform() === 'ios' && /Safari/i.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/i.test(navigator.userAgent);
}

/** Already installed and opened as an app. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as NavigatorWithStandalone).standalone === true;
}

/**
 * The install prompts nobody asked for are not shown to automated browsers (navigator.webdriver):
 * they cannot install anything, and a dialog that opens on a timer would only get in the way of
 * whatever is driving the page. End-to-end tests of these prompts present themselves as a normal
 * browser. The push wizard does not ask this: the spec shows it to every member without push
 * (issue 14: a walkthrough in Chromium never saw it), and browser tests about other things sign
 * in as members who already answered it (e2e/support/api.ts).
 */
export function mayPromptUnsolicited(): boolean {
  return typeof navigator !== 'undefined' && navigator.webdriver !== true;
}
