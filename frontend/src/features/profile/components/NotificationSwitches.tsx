import type { NotificationFlags } from '../../../shared/api/profileApi';
import { SettingsSwitch } from './SettingsSwitch';

/** The on/off settings (the digest frequency is a choice of three: NotificationsTab). */
type Flag = { [K in keyof NotificationFlags]: NotificationFlags[K] extends boolean ? K : never }[keyof NotificationFlags];

export interface FlagSwitch<F extends Flag> {
  flag: F;
  label: string;
  description: string;
}

/** The given flags of a profile. */
export function pickFlags<F extends Flag>(profile: NotificationFlags, flags: readonly F[]): Record<F, boolean> {
  const picked = {} as Record<F, boolean>;
  for (const flag of flags) picked[flag] = profile[flag];
  return picked;
}

interface NotificationSwitchesProps<M extends Flag, F extends Flag> {
  /** The master switch; its id is given, the others' are `${idPrefix}-${flag}`. */
  master: FlagSwitch<M> & { id: string };
  kinds: ReadonlyArray<FlagSwitch<F>>;
  idPrefix: string;
  /** Accessible name of the group of per-kind switches. */
  groupLabel: string;
  /** While the master is off the per-kind switches are disabled, or not shown at all. */
  whenOff: 'disabled' | 'hidden';
  flags: Record<M | F, boolean>;
  onChange: (flag: M | F, value: boolean) => void;
  /** Per-switch state, e.g. while that one is being saved. */
  stateOf?: (flag: M | F) => { loading?: boolean; disabled?: boolean };
}

/** The Email and Push tabs' toggles: a master switch over a group of one switch per kind. */
export function NotificationSwitches<M extends Flag, F extends Flag>({
  master,
  kinds,
  idPrefix,
  groupLabel,
  whenOff,
  flags,
  onChange,
  stateOf = () => ({}),
}: NotificationSwitchesProps<M, F>) {
  const masterOn = flags[master.flag];
  return (
    <div className="settings-switches">
      <SettingsSwitch
        id={master.id}
        label={master.label}
        description={master.description}
        checked={masterOn}
        {...stateOf(master.flag)}
        onChange={(value) => onChange(master.flag, value)}
      />
      {masterOn || whenOff === 'disabled' ? (
        <div className="settings-switches__group" role="group" aria-label={groupLabel}>
          {kinds.map(({ flag, label, description }) => {
            const state = stateOf(flag);
            return (
              <SettingsSwitch
                key={flag}
                id={`${idPrefix}-${flag}`}
                label={label}
                description={description}
                checked={flags[flag]}
                loading={state.loading}
                disabled={state.disabled || !masterOn}
                onChange={(value) => onChange(flag, value)}
              />
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
