import { MobileOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { readLocalFlag, setLocalFlag } from '../../../shared/lib/localFlags';
import {
  detectMobilePlatform,
  InstallSteps,
  isStandalone,
  mayPromptUnsolicited,
  mobileInstallDialogWasShown,
  PWA_PROMPT_DISMISSED_KEY,
  type MobilePlatform,
} from '../../pwa';

/** Spec §9: the admin prompt appears 1.5 s after load. */
export const ADMIN_INSTALL_PROMPT_DELAY_MS = 1_500;

/**
 * On iOS and Android, offers to put the admin panel on the home screen (spec §2), with 'Don't show
 * again' and 'Got it'.
 *
 * The app-wide install dialog (features/pwa) gives the same advice on every page, /admin included.
 * So that a phone never gets two dialogs at once, this one stands back when that one has been shown
 * during this page load, and both share one "don't show again" flag. Its timer is started after
 * the app-wide one's (a microtask later: passive effects of the page run before the layout's), so
 * when both are due at 1.5 s that one has already decided.
 */
export function InstallAppDialog() {
  const [platform, setPlatform] = useState<MobilePlatform | null>(null);

  useEffect(() => {
    const detected = detectMobilePlatform();
    if (!detected || isStandalone() || !mayPromptUnsolicited() || readLocalFlag(PWA_PROMPT_DISMISSED_KEY)) return;
    let timer: number | undefined;
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled) return;
      timer = window.setTimeout(() => {
        if (mobileInstallDialogWasShown() || readLocalFlag(PWA_PROMPT_DISMISSED_KEY)) return;
        setPlatform(detected);
      }, ADMIN_INSTALL_PROMPT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);

  const close = () => setPlatform(null);
  const dismissForGood = () => {
    setLocalFlag(PWA_PROMPT_DISMISSED_KEY);
    close();
  };

  return (
    <Modal
      open={platform !== null}
      onCancel={close}
      title={
        <span className="install-dialog__title">
          <MobileOutlined aria-hidden="true" /> Install ReagentSwap
        </span>
      }
      footer={[
        <Button key="never" onClick={dismissForGood}>
          Don&apos;t show again
        </Button>,
        <Button key="ok" type="primary" onClick={close}>
          Got it
        </Button>,
      ]}
    >
      <p>Add the admin panel to your home screen to open it like an app:</p>
      {platform ? <InstallSteps platform={platform} /> : null}
    </Modal>
  );
}
