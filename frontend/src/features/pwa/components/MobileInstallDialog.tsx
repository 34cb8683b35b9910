import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../../shared/lib/lazyNamed';
import { readLocalFlag, setLocalFlag } from '../../../shared/lib/localFlags';
import { detectMobilePlatform, isStandalone, mayPromptUnsolicited, type MobilePlatform } from '../platform';
import {
  markMobileInstallDialogShown,
  MOBILE_INSTALL_DIALOG_DELAY_MS,
  mobileInstallDialogWasShown,
  PWA_PROMPT_DISMISSED_KEY,
} from './mobileInstallDialogState';

export { MOBILE_INSTALL_DIALOG_DELAY_MS, mobileInstallDialogWasShown, PWA_PROMPT_DISMISSED_KEY };

// The dialog (antd's Modal and Checkbox) is fetched only where it is to show, on a phone or tablet,
// while its delay runs: desktop visitors and everyone who dismissed it never download it, and no
// page's first render carries it (issue 15).
const MobileInstallDialogView = lazyNamed(() => import('./MobileInstallDialogView'), 'MobileInstallDialogView');

/**
 * On iOS and Android: how to add ReagentSwap to the home screen, 1.5 s after the device is
 * detected, unless 'Don't show this message again' was ticked before (or it already runs as an app).
 */
export function MobileInstallDialog() {
  const [platform, setPlatform] = useState<MobilePlatform | null>(null);
  // Kept rendered once shown, so that closing animates as antd's Modal does.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const detected = detectMobilePlatform();
    if (
      !detected ||
      mobileInstallDialogWasShown() ||
      isStandalone() ||
      readLocalFlag(PWA_PROMPT_DISMISSED_KEY) ||
      !mayPromptUnsolicited()
    ) {
      return;
    }
    void MobileInstallDialogView.preload();
    const timer = window.setTimeout(() => {
      markMobileInstallDialogShown();
      setPlatform(detected);
      setShown(true);
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
