import { BellOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { PUSH_MESSAGES, readPushPermission, subscribeThisBrowser, useEnablePush, usePushPermission } from '../../notifications';
import { useUpdateProfileMutation, type NotificationFlags, type Profile } from '../../../shared/api/profileApi';
import { PROFILE_UPDATE_FAILED, PROFILE_UPDATED } from './PersonalTab';
import { SaveButton } from './SaveButton';
import { NotificationSwitches, pickFlags, type FlagSwitch } from './NotificationSwitches';

type PushFlag = Extract<
  keyof NotificationFlags,
  | 'pushNotifications'
  | 'pushSwapOffers'
  | 'pushSwapResponses'
  | 'pushMessages'
  | 'pushWeeklyDigest'
  | 'pushNewReagents'
  | 'pushReagentRequests'
>;

const TYPE_FLAGS: Array<FlagSwitch<Exclude<PushFlag, 'pushNotifications'>>> = [
  { flag: 'pushSwapOffers', label: 'Swap Offers', description: 'When someone requests one of your reagents' },
  { flag: 'pushSwapResponses', label: 'Swap Responses', description: 'When a lab approves or rejects your swap request' },
  { flag: 'pushMessages', label: 'Messages', description: 'When another member sends you a message' },
  { flag: 'pushWeeklyDigest', label: 'Weekly Digest', description: 'Every Monday: what happened in the past 7 days' },
  { flag: 'pushNewReagents', label: 'New Reagents', description: 'When a new reagent is listed' },
  { flag: 'pushReagentRequests', label: 'Reagent Requests', description: 'When a lab asks for a reagent' },
];

const MASTER = {
  id: 'push-notifications',
  flag: 'pushNotifications',
  label: 'Push Notifications',
  description: 'Receive notifications on this device and your other devices',
} as const;

const flagsOf = (profile: Profile) => pickFlags<PushFlag>(profile, [MASTER.flag, ...TYPE_FLAGS.map(({ flag }) => flag)]);

function PermissionStatus() {
  const permission = usePushPermission();
  const { enable, isEnabling } = useEnablePush();

  switch (permission) {
    case 'granted':
      return <p className="settings-form__note">Notifications are allowed in this browser.</p>;
    case 'denied':
      return (
        <Alert
          type="warning"
          showIcon
          title="Notifications are blocked in this browser"
          description="Enable notifications for this site in your browser settings to receive push notifications."
        />
      );
    case 'unsupported':
      return (
        <Alert
          type="info"
          showIcon
          title="This browser does not support push notifications"
          description="Try a recent version of Chrome, Edge, Firefox or Safari, or install ReagentSwap to your home screen."
        />
      );
    case 'default':
      return (
        <div className="push-enable">
          <p>Allow notifications in this browser to receive them on this device.</p>
          <Button type="primary" icon={<BellOutlined aria-hidden="true" />} loading={isEnabling} onClick={() => void enable()}>
            Enable
          </Button>
        </div>
      );
    default: {
      const unreachable: never = permission;
      return unreachable;
    }
  }
}

/**
 * Push tab: the master switch and, while it is on, one toggle per kind. Each toggle is saved at
 * once (spec §4); Save Changes stores them all again.
 */
export function PushTab({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch();
  const [flags, setFlags] = useState(() => flagsOf(profile));
  const [savingFlag, setSavingFlag] = useState<PushFlag | null>(null);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  // Changes saved elsewhere (the Enable button switches the master on) show up here too.
  const [shownVersion, setShownVersion] = useState(profile.updatedAt);
  if (profile.updatedAt !== shownVersion && savingFlag === null && !isLoading) {
    setShownVersion(profile.updatedAt);
    setFlags(flagsOf(profile));
  }

  const save = async (changes: Partial<Record<PushFlag, boolean>>, previous: Record<PushFlag, boolean>) => {
    let saved: Profile;
    try {
      saved = await updateProfile(changes).unwrap();
    } catch (error) {
      setFlags(previous);
      const { message } = getApiErrorInfo(error);
      toast.error(PROFILE_UPDATE_FAILED, message ? { description: message } : undefined);
      return;
    }
    setFlags(flagsOf(saved));
    toast.success(PROFILE_UPDATED);
    // Switched on where notifications are already allowed: make sure this browser is subscribed.
    if (changes.pushNotifications === true && readPushPermission() === 'granted') {
      try {
        await subscribeThisBrowser(dispatch);
      } catch (error) {
        console.error('Push subscription failed', error);
        toast.error(PUSH_MESSAGES.error, { description: PUSH_MESSAGES.errorHint });
      }
    }
  };

  const toggle = async (flag: PushFlag, value: boolean) => {
    const previous = flags;
    setFlags({ ...flags, [flag]: value });
    setSavingFlag(flag);
    await save({ [flag]: value }, previous);
    setSavingFlag(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    await save(flags, flags);
  };

  return (
    <form className="settings-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isLoading}>
      <PermissionStatus />
      <NotificationSwitches
        master={MASTER}
        kinds={TYPE_FLAGS}
        idPrefix="push"
        groupLabel="Push notification types"
        whenOff="hidden"
        flags={flags}
        onChange={(flag, value) => void toggle(flag, value)}
        stateOf={(flag) => ({ loading: savingFlag === flag, disabled: savingFlag !== null && savingFlag !== flag })}
      />
      <SaveButton saving={isLoading && savingFlag === null} disabled={savingFlag !== null} />
    </form>
  );
}
