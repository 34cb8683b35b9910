import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectIsAuthenticated } from '../../../shared/session/sessionSlice';
import { Brand } from './Brand';

/** Footer: Platform, Account and Contact columns, then Terms of Service and Privacy Policy. */
export function AppFooter() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <Brand />
          <p>University labs swapping surplus reagents instead of throwing them away.</p>
        </div>

        <nav aria-labelledby="footer-platform" className="site-footer__column">
          <h2 id="footer-platform">Platform</h2>
          <ul>
            <li>
              <Link to="/reagents">Browse Reagents</Link>
            </li>
            <li>
              <Link to="/reagent-requests">Requested Reagents</Link>
            </li>
            <li>
              <Link to="/community">Community</Link>
            </li>
            <li>
              <Link to="/help">How It Works</Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-account" className="site-footer__column">
          <h2 id="footer-account">Account</h2>
          <ul>
            {signedIn ? (
              <>
                <li>
                  <Link to="/dashboard">Dashboard</Link>
                </li>
                <li>
                  <Link to="/profile">Profile</Link>
                </li>
                <li>
                  <Link to="/my-reagents">My Reagents</Link>
                </li>
                <li>
                  <Link to="/messages">Messages</Link>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to="/login">Login</Link>
                </li>
                <li>
                  <Link to="/register">Register</Link>
                </li>
              </>
            )}
          </ul>
        </nav>

        <nav aria-labelledby="footer-contact" className="site-footer__column">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            <li>
              <Link to="/contact">Contact Us</Link>
            </li>
            <li>
              <Link to="/help">Help Center</Link>
            </li>
          </ul>
        </nav>
      </div>

      <div className="site-footer__legal">
        <span>© {year} ReagentSwap</span>
        <nav aria-label="Legal" className="site-footer__legal-links">
          <Link to="/terms">Terms of Service</Link>
          <Link to="/privacy">Privacy Policy</Link>
        </nav>
      </div>
    </footer>
  );
}
