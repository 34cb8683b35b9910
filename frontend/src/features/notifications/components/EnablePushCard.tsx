import './notifications.css';
import { BellOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { readLocalFlag, setLocalFlag } from '../../../shared/lib/localFlags';
import { useEnablePush, usePushPermission } from '../usePush';

export const PUSH_CARD_DISMISSED_KEY = 'push-card-dismissed';

/**
 * 'Enable Push Notifications' (dashboard) with the spec's buttons Enable Notifications and Later.
 * Shown while the browser has not been asked yet; once the permission is granted or refused, or
 * Later was chosen (a dismissal flag in local storage, spec §4), it stays away.
 */
export function EnablePushCard() {
  const permission = usePushPermission();
  const { enable, isEnabling } = useEnablePush();
  const [dismissed, setDismissed] = useState(() => readLocalFlag(PUSH_CARD_DISMISSED_KEY));

  if (permission !== 'default' || dismissed) return null;

  const dismiss = () => {
    setLocalFlag(PUSH_CARD_DISMISSED_KEY);
    setDismissed(true);
  };

  return (
    <Card className="push-card" aria-labelledby="push-card-title">
      <div className="push-card__body">
        <span className="push-card__icon" aria-hidden="true">
          <BellOutlined />
        </span>
        <div className="push-card__text">
          <h2 id="push-card-title" className="push-card__title">
            Enable Push Notifications
          </h2>
          <p>Get notified instantly about swap offers, answers to your requests and new messages, even when ReagentSwap is not open.</p>
        </div>
        <div className="push-card__actions">
          <Button type="primary" icon={<BellOutlined aria-hidden="true" />} loading={isEnabling} onClick={() => void enable()}>
            Enable Notifications
          </Button>
          <Button onClick={dismiss}>Later</Button>
        </div>
      </div>
    </Card>
  );
}
