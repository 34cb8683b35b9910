import { Switch } from 'antd';

interface SettingsSwitchProps {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  loading?: boolean;
  onChange: (checked: boolean) => void;
}

/** One labelled toggle row of the Email and Push tabs. */
export function SettingsSwitch({ id, label, description, checked, disabled, loading, onChange }: SettingsSwitchProps) {
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={disabled ? 'settings-switch settings-switch--disabled' : 'settings-switch'}>
      <div className="settings-switch__text">
        <label id={labelId} htmlFor={id} className="settings-switch__label">
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className="settings-switch__description">
            {description}
          </span>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        loading={loading}
        onChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
      />
    </div>
  );
}
