import { readLocalFlag } from '../../shared/lib/localFlags';
import { isStandalone, mayPromptUnsolicited } from './platform';

export const INSTALL_CARD_DISMISSED_KEY = 'install-app-prompt-dismissed';

/** Chrome's event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** No Install App card: already installed, closed before, or another prompt's turn. */
export const installCardBlocked = () => isStandalone() || readLocalFlag(INSTALL_CARD_DISMISSED_KEY) || !mayPromptUnsolicited();

let earlyOffer: BeforeInstallPromptEvent | null = null;
const keepEarlyOffer = (event: Event) => {
  if (installCardBlocked()) return;
  // Keep the browser's own mini-infobar away; the card offers installation instead.
  event.preventDefault();
  earlyOffer = event as BeforeInstallPromptEvent;
};

/**
 * Called by the entry at once (src/main.tsx): the browser may offer installation before the
 * application, loaded after the first paint, has mounted the card that listens for it.
 */
export function keepEarlyInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', keepEarlyOffer);
}

/** The offer the browser made before the card listened, if any (once); from now on the card listens itself. */
export function takeEarlyInstallOffer(): BeforeInstallPromptEvent | null {
  window.removeEventListener('beforeinstallprompt', keepEarlyOffer);
  const offer = earlyOffer;
  earlyOffer = null;
  return offer;
}
