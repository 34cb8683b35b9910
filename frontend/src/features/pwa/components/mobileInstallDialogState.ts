/** What the home-screen dialog's parts and the other prompts share, apart from the dialog's own (lazily loaded) markup. */

export const PWA_PROMPT_DISMISSED_KEY = 'pwa-prompt-dismissed';
export const MOBILE_INSTALL_DIALOG_DELAY_MS = 1_500;

/** Set when the dialog has been shown during this page load (the install card then stays away). */
let shownThisPageLoad = false;

export function mobileInstallDialogWasShown(): boolean {
  return shownThisPageLoad;
}

export function markMobileInstallDialogShown(): void {
  shownThisPageLoad = true;
}
