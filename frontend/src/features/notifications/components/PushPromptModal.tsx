import { BellOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../shared/store/hooks';
import { setLocalFlag } from '../../../shared/lib/localFlags';
import { selectCurrentUser, selectIsAuthenticated } from '../../../shared/session/sessionSlice';
import { hasBrowserSubscription, type PushPermission } from '../push';
import { useEnablePush, usePushPermission } from '../usePush';
import { PUSH_PROMPT_DISMISSED_KEY, pushPromptDismissed } from './pushPromptFlag';

/** Spec §9: the push wizard comes about 2 s after load. */
export const PUSH_PROMPT_DELAY_MS = 2_000;

/** Spec §2 Push prompts: what the modal lists. */
const ALERTS = ['New reagents shared by other labs', 'New reagent requests', 'Swap offers and responses', 'Direct messages'] as const;

/** Asked at most once per page load; answering or closing it is remembered for good. */
let askedThisPageLoad = false;

/**
 * Whether this browser lacks a push subscription (spec §4: the wizard shows when the profile has
 * no push player id, i.e. here, no subscription on this device). Undefined while it is being read.
 * Without a granted permission there can be no subscription, so only 'granted' needs a look.
 */
function useLacksSubscription(permission: PushPermission, active: boolean): boolean | undefined {
  const [subscribed, setSubscribed] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (!active || permission !== 'granted') return;
    let current = true;
    hasBrowserSubscription()
      .then((has) => current && setSubscribed(has))
      .catch(() => current && setSubscribed(false));
    return () => {
      current = false;
    };
  }, [active, permission]);
  if (permission === 'unsupported') return false;
  if (permission !== 'granted') return true;
  return subscribed === undefined ? undefined : !subscribed;
}

/**
 * 'Stay Updated Instantly' (the push wizard): about 2 s after load, for an approved member whose
 * browser has no push subscription yet, unless the member dismissed it on this browser before
 * ('Maybe Later', the close button, or answering it: a flag in local storage). Not shown where the
 * browser cannot do web push at all (no service worker / PushManager, or not a secure origin):
 * its only button could not work there. A denied permission still gets it, as the spec's player-id
 * rule says; Enable then explains how to allow notifications ('Permission denied').
 */
export function PushPromptModal() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const permission = usePushPermission();
  const { enable, isEnabling } = useEnablePush();
  const [open, setOpen] = useState(false);

  const member = signedIn && user?.approvalStatus === 'approved' && !user.isDeleted;
  const lacksSubscription = useLacksSubscription(permission, member);
  const eligible = member && lacksSubscription === true && !askedThisPageLoad && !pushPromptDismissed();

  useEffect(() => {
    if (!eligible) return;
    const timer = window.setTimeout(() => {
      askedThisPageLoad = true;
      setOpen(true);
    }, PUSH_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [eligible]);

  // Signed out while open: close.
  useEffect(() => {
    if (open && !signedIn && !isEnabling) setOpen(false);
  }, [open, signedIn, isEnabling]);

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
          Enable Push Notifications
        </Button>,
      ]}
    >
      <p>Turn on push notifications to get alerts, even when ReagentSwap is not open, for:</p>
      <ul className="push-prompt__alerts">
        {ALERTS.map((alert) => (
          <li key={alert}>{alert}</li>
        ))}
      </ul>
      <p className="push-prompt__note">You can change which notifications you get at any time under Profile → Push.</p>
    </Modal>
  );
}
