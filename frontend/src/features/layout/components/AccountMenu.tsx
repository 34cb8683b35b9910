import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { displayNameOf } from '../../../shared/session/displayName';
import type { Me } from '../../../shared/session/types';
import { useSignOut } from '../../auth';
import { ACCOUNT_MENU_LINKS, ADMIN_LINK } from '../navigation';

/** Account menu: Profile, My Reagents, Request Reagent, Messages, Community, Logout. */
export function AccountMenu({ user }: { user: Me }) {
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  const name = displayNameOf(user);

  const links = user.isAdmin ? [...ACCOUNT_MENU_LINKS, ADMIN_LINK] : ACCOUNT_MENU_LINKS;
  const items: MenuProps['items'] = [
    ...links.map((link) => ({ key: link.to, label: link.label })),
    { type: 'divider' as const },
    { key: 'logout', label: 'Logout', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void signOut();
    else void navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button className="account-menu__trigger" aria-label={`Account menu for ${name}`} icon={<UserOutlined />}>
        <span className="account-menu__name">{name}</span>
        <DownOutlined aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}
