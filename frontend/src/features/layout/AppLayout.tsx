import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { SessionExitRedirect } from '../auth';
import { PushPrompts } from '../notifications';
import { InstallPrompts } from '../pwa';
import { AppFooter } from './components/AppFooter';
import { AppHeader } from './components/AppHeader';
import './layout.css';

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · ReagentSwap` : 'ReagentSwap';
  }, [title]);
}

export function AppLayout() {
  useDocumentTitle();
  return (
    <div className="app-shell">
      <SessionExitRedirect />
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AppHeader />
      <div id="main-content" className="app-shell__content" tabIndex={-1}>
        <Outlet />
      </div>
      <AppFooter />
      <PushPrompts />
      <InstallPrompts />
    </div>
  );
}
