import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyNamed } from '../../../shared/lib/lazyNamed';
import { setLocalFlag } from '../../../shared/lib/localFlags';
import { INSTALL_CARD_DISMISSED_KEY, installCardBlocked, takeEarlyInstallOffer, type BeforeInstallPromptEvent } from '../installOffer';
import { isIosSafari } from '../platform';
import { mobileInstallDialogWasShown } from './MobileInstallDialog';

// Most visits never see the card (antd's Card brings its Tabs): fetched when it is to show.
const InstallAppCardView = lazyNamed(() => import('./InstallAppCardView'), 'InstallAppCardView');

export { INSTALL_CARD_DISMISSED_KEY };
export const INSTALL_CARD_DELAY_MS = 3_000;
export const INSTALL_CARD_IOS_DELAY_MS = 5_000;

/** What is left of `delayMs` counted from `since` (a time on the page's clock: 0 is the page's start). */
const remainingDelay = (delayMs: number, since: number) => Math.max(0, delayMs - (performance.now() - since));

type Mode = { kind: 'native'; event: BeforeInstallPromptEvent } | { kind: 'ios' };

/**
 * 'Install App' card: 3 s after the browser offers installation (beforeinstallprompt), or 5 s
 * after load on iOS Safari (which never offers it; the card then explains the steps), unless
 * closed before or already running as an installed app.
 */
export function InstallAppCard() {
  const [mode, setMode] = useState<Mode | null>(null);
  const [showIosSteps, setShowIosSteps] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const blocked = installCardBlocked;
    if (blocked()) return;

    const onBeforeInstallPrompt = (event: Event) => {
      // Keep the browser's own mini-infobar away; the card offers installation instead.
      event.preventDefault();
      window.clearTimeout(timer.current);
      // Counted from the offer, not from now: the application may have mounted this card a while after
      // the browser made it (the entry kept it: installOffer.ts).
      timer.current = window.setTimeout(
        () => {
          if (!blocked()) setMode({ kind: 'native', event: event as BeforeInstallPromptEvent });
        },
        remainingDelay(INSTALL_CARD_DELAY_MS, event.timeStamp),
      );
    };
    const onInstalled = () => setMode(null);
    const earlyOffer = takeEarlyInstallOffer();
    if (earlyOffer) onBeforeInstallPrompt(earlyOffer);
    window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.addEventListener('appinstalled', onInstalled);

    if (isIosSafari()) {
      timer.current = window.setTimeout(
        () => {
          // The home-screen dialog already explained it during this visit.
          if (!blocked() && !mobileInstallDialogWasShown()) setMode({ kind: 'ios' });
        },
        remainingDelay(INSTALL_CARD_IOS_DELAY_MS, 0),
      );
    }

    return () => {
      window.clearTimeout(timer.current);
      window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!mode) return null;

  const dismiss = () => {
    setLocalFlag(INSTALL_CARD_DISMISSED_KEY);
    setMode(null);
  };

  const install = async () => {
    if (mode.kind === 'ios') {
      setShowIosSteps(true);
      return;
    }
    await mode.event.prompt();
    const { outcome } = await mode.event.userChoice;
    // The event can be used once; accepted or not, the card has done its job for this visit.
    setMode(null);
    if (outcome === 'dismissed') setLocalFlag(INSTALL_CARD_DISMISSED_KEY);
  };

  return (
    <Suspense fallback={null}>
      <InstallAppCardView showIosSteps={showIosSteps} dismiss={dismiss} install={install} />
    </Suspense>
  );
}
