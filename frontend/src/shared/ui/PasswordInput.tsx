import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';

interface PasswordInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/**
 * Password field with a show/hide toggle that is a real, focusable button (antd's built-in
 * eye icon is not reachable by keyboard).
 */
export function PasswordInput({ id, value, onChange, autoComplete, placeholder, disabled, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      id={id}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      placeholder={placeholder}
      disabled={disabled}
      aria-describedby={rest['aria-describedby']}
      suffix={
        <button
          type="button"
          className="password-toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={id}
          disabled={disabled}
        >
          {visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        </button>
      }
    />
  );
}
