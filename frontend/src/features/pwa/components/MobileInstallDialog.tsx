import { Button, Checkbox, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { readLocalFlag, setLocalFlag } from '../../../shared/lib/localFlags';
import { detectMobilePlatform, isStandalone, mayPromptUnsolicited, type MobilePlatform } from '../platform';
import { InstallSteps } from './InstallSteps';

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
  const [dontShowAgain, setDontShowAgain] = useState(false);

  useEffect(() => {
    const detected = detectMobilePlatform();
    if (!detected || shownThisPageLoad || isStandalone() || readLocalFlag(PWA_PROMPT_DISMISSED_KEY) || !mayPromptUnsolicited()) {
      return;
    }
    const timer = window.setTimeout(() => {
      shownThisPageLoad = true;
      setPlatform(detected);
    }, MOBILE_INSTALL_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    if (dontShowAgain) setLocalFlag(PWA_PROMPT_DISMISSED_KEY);
    setPlatform(null);
  };

  return (
    <Modal
      open={platform !== null}
      title="Install ReagentSwap on your device"
      onCancel={close}
      footer={
        <div className="install-dialog__footer">
          <Checkbox checked={dontShowAgain} onChange={(event) => setDontShowAgain(event.target.checked)}>
            Don&apos;t show this message again
          </Checkbox>
          <Button type="primary" onClick={close}>
            Got it
          </Button>
        </div>
      }
    >
      <p>Add ReagentSwap to your home screen to open it like an app and get notifications about your swaps.</p>
      {platform ? <InstallSteps platform={platform} /> : null}
    </Modal>
  );
}
