import { BellOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { readLocalFlag, setLocalFlag } from '../../../shared/lib/localFlags';
import { selectCurrentUser, selectIsAuthenticated } from '../../../shared/session/sessionSlice';
import { mayPromptUnsolicited } from '../../pwa';
import { useEnablePush, usePushPermission } from '../usePush';

export const PUSH_PROMPT_DISMISSED_KEY = 'push-prompt-dismissed';
/** Long enough for the page the member signed in to to settle; short enough to be "right after". */
export const PUSH_PROMPT_DELAY_MS = 4_000;

/** Asked at most once per page load; answering or closing it is remembered for good. */
let askedThisPageLoad = false;

/**
 * 'Stay Updated Instantly': a few seconds after an approved member is signed in, if this browser
 * supports push and has not been asked yet (permission 'default'), and the member has not closed
 * this modal before on this browser.
 */
export function PushPromptModal() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const permission = usePushPermission();
  const { enable, isEnabling } = useEnablePush();
  const [open, setOpen] = useState(false);

  const eligible =
    signedIn &&
    user?.approvalStatus === 'approved' &&
    !user.isDeleted &&
    permission === 'default' &&
    !askedThisPageLoad &&
    !readLocalFlag(PUSH_PROMPT_DISMISSED_KEY) &&
    mayPromptUnsolicited();

  useEffect(() => {
    if (!eligible) return;
    const timer = window.setTimeout(() => {
      askedThisPageLoad = true;
      setOpen(true);
    }, PUSH_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [eligible]);

  // Signed out (or permission decided elsewhere) while open: close.
  useEffect(() => {
    if (open && (!signedIn || permission !== 'default') && !isEnabling) setOpen(false);
  }, [open, signedIn, permission, isEnabling]);

  const close = () => {
    setLocalFlag(PUSH_PROMPT_DISMISSED_KEY);
    setOpen(false);
  };

  const onEnable = async () => {
    await enable();
    close();
  };

  return (
    <Modal
      open={open}
      title={
        <span className="push-prompt__title">
          <BellOutlined aria-hidden="true" /> Stay Updated Instantly
        </span>
      }
      onCancel={close}
      footer={[
        <Button key="later" onClick={close} disabled={isEnabling}>
          Maybe Later
        </Button>,
        <Button key="enable" type="primary" loading={isEnabling} onClick={() => void onEnable()}>
          Enable Notifications
        </Button>,
      ]}
    >
      <p>
        Turn on push notifications to hear about new swap offers, answers to your swap requests and messages as soon as they arrive, even
        when ReagentSwap is not open.
      </p>
      <p className="push-prompt__note">You can change which notifications you get at any time under Profile → Push.</p>
    </Modal>
  );
}
