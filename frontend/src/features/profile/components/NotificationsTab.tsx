import { Checkbox, Radio } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  DIGEST_FREQUENCIES,
  DIGEST_FREQUENCY_LABELS,
  PREFERENCE_CHANNEL_LABELS,
  PREFERENCE_CHANNELS,
  PREFERENCE_ROWS,
  type DigestFrequency,
  type PreferenceChannel,
} from '@reagentswap/contracts';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { useUpdateProfileMutation, type NotificationFlags, type Profile } from '../../../shared/api/profileApi';
import { PROFILE_UPDATE_FAILED, PROFILE_UPDATED } from './PersonalTab';
import { SaveButton } from './SaveButton';

type ChannelFlag = (typeof PREFERENCE_ROWS)[number]['flags'][PreferenceChannel];
type Choices = Pick<NotificationFlags, ChannelFlag | 'digestFrequency'>;

const DIGEST_DESCRIPTIONS: Record<DigestFrequency, string> = {
  off: 'No digest e-mail',
  daily: "Every morning: the day's new reagents, requests and your activity",
  weekly: 'Every Monday: new reagents and requests from the past 7 days',
};

const choicesOf = (profile: Profile): Choices => {
  const choices = { digestFrequency: profile.digestFrequency } as Choices;
  for (const row of PREFERENCE_ROWS) for (const channel of PREFERENCE_CHANNELS) choices[row.flags[channel]] = profile[row.flags[channel]];
  return choices;
};

/**
 * Notifications tab (issue 19 item 5): the digest frequency, and per kind the channels in-app,
 * e-mail and push. The e-mail and push columns follow their master switches (Email and Push tabs):
 * disabled while the master is off, as the spec has the Email tab's own toggles.
 */
export function NotificationsTab({ profile }: { profile: Profile }) {
  const [choices, setChoices] = useState(() => choicesOf(profile));
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const masterOn: Record<PreferenceChannel, boolean> = { inApp: true, email: profile.emailNotifications, push: profile.pushNotifications };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    try {
      setChoices(choicesOf(await updateProfile(choices).unwrap()));
      toast.success(PROFILE_UPDATED);
    } catch (error) {
      const { message } = getApiErrorInfo(error);
      toast.error(PROFILE_UPDATE_FAILED, message ? { description: message } : undefined);
    }
  };

  return (
    <form className="settings-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isLoading}>
      <fieldset className="settings-fieldset">
        <legend className="settings-fieldset__legend">Digest email</legend>
        <Radio.Group
          className="digest-frequency"
          value={choices.digestFrequency}
          disabled={!masterOn.email}
          onChange={(event) => setChoices((current) => ({ ...current, digestFrequency: event.target.value as DigestFrequency }))}
        >
          {DIGEST_FREQUENCIES.map((frequency) => (
            <Radio key={frequency} value={frequency} id={`digest-${frequency}`} aria-describedby={`digest-${frequency}-description`}>
              <span className="digest-frequency__label">{DIGEST_FREQUENCY_LABELS[frequency]}</span>
              <span id={`digest-${frequency}-description`} className="settings-switch__description">
                {DIGEST_DESCRIPTIONS[frequency]}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>

      <fieldset className="settings-fieldset">
        <legend className="settings-fieldset__legend">Where each kind of notification goes</legend>
        <table className="channel-table">
          <thead>
            <tr>
              <th scope="col">Kind</th>
              {PREFERENCE_CHANNELS.map((channel) => (
                <th scope="col" key={channel}>
                  {PREFERENCE_CHANNEL_LABELS[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PREFERENCE_ROWS.map((row) => (
              <tr key={row.category}>
                <th scope="row">
                  <span className="settings-switch__label">{row.label}</span>
                  <span className="settings-switch__description">{row.description}</span>
                </th>
                {PREFERENCE_CHANNELS.map((channel) => {
                  const flag = row.flags[channel];
                  return (
                    <td key={channel} data-channel={PREFERENCE_CHANNEL_LABELS[channel]}>
                      <Checkbox
                        id={`channel-${row.category}-${channel}`}
                        checked={choices[flag]}
                        disabled={!masterOn[channel]}
                        aria-label={`${row.label}: ${PREFERENCE_CHANNEL_LABELS[channel]}`}
                        onChange={(event) => setChoices((current) => ({ ...current, [flag]: event.target.checked }))}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
      {masterOn.email ? null : (
        <p className="settings-form__note">
          Email notifications are off: turn them on in the <Link to="?tab=email">Email</Link> tab to choose e-mails and the digest.
        </p>
      )}
      {masterOn.push ? null : (
        <p className="settings-form__note">
          Push notifications are off: turn them on in the <Link to="?tab=push">Push</Link> tab to choose pushes.
        </p>
      )}
      <SaveButton saving={isLoading} />
    </form>
  );
}
