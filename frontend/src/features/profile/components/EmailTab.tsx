import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { useUpdateProfileMutation, type NotificationFlags, type Profile } from '../../../shared/api/profileApi';
import { PROFILE_UPDATE_FAILED, PROFILE_UPDATED } from './PersonalTab';
import { SaveButton } from './SaveButton';
import { NotificationSwitches, pickFlags, type FlagSwitch } from './NotificationSwitches';

type EmailFlag = Extract<keyof NotificationFlags, 'emailNotifications' | 'notifySwapOffers' | 'notifySwapResponses' | 'notifyMessages'>;

/** The toggles that depend on the master switch (spec §4: disabled while it is off). */
const DEPENDENT_FLAGS: Array<FlagSwitch<Exclude<EmailFlag, 'emailNotifications'>>> = [
  { flag: 'notifySwapOffers', label: 'Swap Offers', description: 'When someone requests one of your reagents' },
  { flag: 'notifySwapResponses', label: 'Swap Responses', description: 'When a lab approves or rejects your swap request' },
  { flag: 'notifyMessages', label: 'Messages', description: 'When another member sends you a message' },
];

const MASTER = {
  id: 'email-notifications',
  flag: 'emailNotifications',
  label: 'Email Notifications',
  description: 'Receive notifications by email',
} as const;

const flagsOf = (profile: Profile) => pickFlags<EmailFlag>(profile, [MASTER.flag, ...DEPENDENT_FLAGS.map(({ flag }) => flag)]);

/** Email tab: which e-mails the member gets. Account e-mails (approval, password reset) are always sent. */
export function EmailTab({ profile }: { profile: Profile }) {
  const [flags, setFlags] = useState(() => flagsOf(profile));
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    try {
      const saved = await updateProfile(flags).unwrap();
      setFlags(flagsOf(saved));
      toast.success(PROFILE_UPDATED);
    } catch (error) {
      const { message } = getApiErrorInfo(error);
      toast.error(PROFILE_UPDATE_FAILED, message ? { description: message } : undefined);
    }
  };

  const set = (flag: EmailFlag, value: boolean) => setFlags((current) => ({ ...current, [flag]: value }));

  return (
    <form className="settings-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isLoading}>
      <NotificationSwitches
        master={MASTER}
        kinds={DEPENDENT_FLAGS}
        idPrefix="email"
        groupLabel="Email notification types"
        whenOff="disabled"
        flags={flags}
        onChange={set}
      />
      <p className="settings-form__note">Emails about your account (approval, password reset, email changes) are always sent.</p>
      <p className="settings-form__note">
        How often the digest comes, and e-mails about matches and expiring listings, are in the{' '}
        <Link to="?tab=notifications">Notifications</Link> tab.
      </p>
      <SaveButton saving={isLoading} />
    </form>
  );
}
