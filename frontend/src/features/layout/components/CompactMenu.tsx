import { MenuOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { displayNameOf } from '../../../shared/session/displayName';
import type { Me } from '../../../shared/session/types';
import { useSignOut } from '../../auth';
import { hasBadges, NavBadgeCount, type NavBadgeCounts } from './NavBadgeCount';
import { ACCOUNT_MENU_LINKS, ADMIN_LINK, BROWSE_LINKS, GUEST_LINKS, MEMBER_LINKS, type NavItem } from '../navigation';

// Fetched when the menu is first opened: most visits never open it.
const Drawer = lazy(() => import('antd/es/drawer'));

interface CompactMenuProps {
  user: Me | null;
  counts: NavBadgeCounts;
}

/** Below 768 px the header collapses into this drawer. */
export function CompactMenu({ user, counts }: CompactMenuProps) {
  const [open, setOpen] = useState(false);
  // Once opened the drawer stays mounted, so that closing it animates as before.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const { signOut } = useSignOut();
  const close = () => setOpen(false);

  const renderLinks = (links: NavItem[]) => (
    <ul className="compact-menu__list">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className="compact-menu__link" onClick={close}>
            {link.label}
            <NavBadgeCount badge={link.badge} counts={counts} />
          </NavLink>
        </li>
      ))}
    </ul>
  );

  // Members: every header link, then the account entries not already listed (Profile, Admin).
  const memberLinks = [...BROWSE_LINKS, ...MEMBER_LINKS];
  const accountLinks = ACCOUNT_MENU_LINKS.filter((a) => !memberLinks.some((m) => m.to === a.to));
  if (user?.isAdmin) accountLinks.push(ADMIN_LINK);

  return (
    <>
      {/* A dot on the closed menu: something inside it has a count (e.g. pending swap requests). */}
      <Badge dot={hasBadges(counts)} offset={[-6, 6]}>
        <Button
          type="text"
          className="compact-menu__trigger"
          icon={<MenuOutlined />}
          aria-label={hasBadges(counts) ? 'Open menu (new activity)' : 'Open menu'}
          aria-expanded={open}
          aria-controls="compact-menu"
          onClick={() => setOpen(true)}
        />
      </Badge>
      {opened ? (
        <Suspense fallback={null}>
          <Drawer open={open} onClose={close} title="Menu" placement="right" size={300} id="compact-menu">
            <nav aria-label="Main menu" className="compact-menu">
              {user ? (
                <>
                  {renderLinks(memberLinks)}
                  <h2 className="compact-menu__heading">{displayNameOf(user)}</h2>
                  {renderLinks(accountLinks)}
                  <Button
                    block
                    danger
                    onClick={() => {
                      close();
                      void signOut();
                    }}
                  >
                    Logout
                  </Button>
                </>
              ) : (
                <>
                  {renderLinks(BROWSE_LINKS)}
                  {renderLinks(GUEST_LINKS)}
                </>
              )}
            </nav>
          </Drawer>
        </Suspense>
      ) : null}
    </>
  );
}
