import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { NavLink } from 'react-router-dom';
import { useUnreadNotificationCount } from './useUnreadNotificationCount';
import './inApp.css';

/** The shell header's bell: a link to /notifications with the unread count, named for screen readers. */
export function NotificationBell() {
  const unread = useUnreadNotificationCount() ?? 0;
  const label = unread > 0 ? `Notifications (${unread} unread)` : 'Notifications';
  return (
    <NavLink to="/notifications" className="notification-bell" aria-label={label} title={label} data-testid="notification-bell">
      <Badge count={unread} size="small" overflowCount={99} aria-hidden="true">
        <BellOutlined className="notification-bell__icon" aria-hidden="true" />
      </Badge>
    </NavLink>
  );
}
