import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import type { MobilePlatform } from '../platform';
import { InstallSteps } from './InstallSteps';

/** The home-screen dialog itself (MobileInstallDialog decides when it shows); `onClose` gets the checkbox's state. */
export function MobileInstallDialogView({
  platform,
  onClose,
}: {
  platform: MobilePlatform | null;
  onClose: (dontShowAgain: boolean) => void;
}) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const close = () => onClose(dontShowAgain);

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
