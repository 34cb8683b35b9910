import './pwa.css';
import { InstallAppCard } from './InstallAppCard';
import { MobileInstallDialog } from './MobileInstallDialog';

/** The install-to-home-screen prompts of spec §2; mounted once in the app layout. */
export function InstallPrompts() {
  return (
    <>
      <MobileInstallDialog />
      <InstallAppCard />
    </>
  );
}
