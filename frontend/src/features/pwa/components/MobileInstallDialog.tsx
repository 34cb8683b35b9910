import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../../shared/lib/lazyNamed';
import { readLocalFlag, setLocalFlag } from '../../../shared/lib/localFlags';
import { detectMobilePlatform, isStandalone, mayPromptUnsolicited, type MobilePlatform } from '../platform';

// Most visits never see the dialog (a desktop, or dismissed before): its antd Modal, Checkbox and the
// steps are fetched on a phone that may get it, when the wait before it starts (issue 15).
const MobileInstallDialogView = lazyNamed(() => import('./MobileInstallDialogView'), 'MobileInstallDialogView');

export const PWA_PROMPT_DISMISSED_KEY = 'pwa-prompt-dismissed';
export const MOBILE_INSTALL_DIALOG_DELAY_MS = 1_500;

/** Set when the dialog has been shown during this page load (the install card then stays away). */
let shownThisPageLoad = false;
export function mobileInstallDialogWasShown(): boolean {
  return shownThisPageLoad;
}

/**
 * On iOS and Android: how to add ReagentSwap to the home screen, 1.5 s after the device is
 * detected, unless 'Don't show this message again' was ticked before (or it already runs as an app).
 */
export function MobileInstallDialog() {
  const [platform, setPlatform] = useState<MobilePlatform | null>(null);
  // Mounted from the first show on, so that closing plays the dialog's leave animation.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const detected = detectMobilePlatform();
    if (!detected || shownThisPageLoad || isStandalone() || readLocalFlag(PWA_PROMPT_DISMISSED_KEY) || !mayPromptUnsolicited()) {
      return;
    }
    void MobileInstallDialogView.preload();
    const timer = window.setTimeout(() => {
      shownThisPageLoad = true;
      setShown(true);
      setPlatform(detected);
    }, MOBILE_INSTALL_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = (dontShowAgain: boolean) => {
    if (dontShowAgain) setLocalFlag(PWA_PROMPT_DISMISSED_KEY);
    setPlatform(null);
  };

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <MobileInstallDialogView platform={platform} onClose={close} />
    </Suspense>
  );
}
