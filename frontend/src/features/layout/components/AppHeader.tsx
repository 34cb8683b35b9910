import { Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../../../shared/store/hooks';
import { lazyNamed } from '../../../shared/lib/lazyNamed';
import { useIsCompact } from '../../../shared/lib/useMediaQuery';
import { selectSession } from '../../../shared/session/sessionSlice';
import { BROWSE_LINKS, GUEST_LINKS, MEMBER_LINKS, type NavItem } from '../navigation';
import { NotificationBell } from '../../notifications';
import { Brand } from './Brand';
import { CompactMenu } from './CompactMenu';
import { NavBadgeCount, useNavBadgeCounts, type NavBadgeCounts } from './NavBadgeCount';

// Members only, and antd's dropdown menu is large: guests never fetch it.
const AccountMenu = lazyNamed(() => import('./AccountMenu'), 'AccountMenu');

function HeaderLink({ item, counts }: { item: NavItem; counts: NavBadgeCounts }) {
  return (
    <NavLink to={item.to} end className="site-nav__link">
      {item.label}
      <NavBadgeCount badge={item.badge} counts={counts} />
    </NavLink>
  );
}

/** Desktop: links inline plus the account menu. Below 768 px: the compact drawer menu. */
export function AppHeader() {
  const { status, user } = useAppSelector(selectSession);
  const compact = useIsCompact();
  const member = status === 'authenticated' ? user : null;
  const isGuest = status === 'guest';
  const counts = useNavBadgeCounts();

  return (
    <header className="site-header">
      <div className={member ? 'site-header__inner site-header__inner--member' : 'site-header__inner'}>
        <Brand />
        {compact ? (
          <div className="site-header__account">
            {member ? <NotificationBell /> : null}
            <CompactMenu user={member} counts={counts} />
          </div>
        ) : (
          <>
            <nav aria-label="Main" className="site-nav">
              {BROWSE_LINKS.map((item) => (
                <HeaderLink key={item.to} item={item} counts={counts} />
              ))}
              {member ? MEMBER_LINKS.map((item) => <HeaderLink key={item.to} item={item} counts={counts} />) : null}
              {isGuest ? GUEST_LINKS.map((item) => <HeaderLink key={item.to} item={item} counts={counts} />) : null}
            </nav>
            {member ? (
              <div className="site-header__account">
                <NotificationBell />
                <Suspense fallback={null}>
                  <AccountMenu user={member} />
                </Suspense>
              </div>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
