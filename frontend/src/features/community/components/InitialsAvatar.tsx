import { Avatar } from 'antd';
import { initialsOf } from '../communityApi';

/** Initials avatar (spec §9); decorative, the name is always next to it. */
export function InitialsAvatar({ name, size = 48 }: { name: string; size?: number }) {
  return (
    <Avatar size={size} className="initials-avatar" aria-hidden="true">
      {initialsOf(name)}
    </Avatar>
  );
}
