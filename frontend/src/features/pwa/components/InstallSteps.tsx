import type { MobilePlatform } from '../platform';

/** Platform-specific "add to home screen" steps. */
export function InstallSteps({ platform }: { platform: MobilePlatform }) {
  if (platform === 'ios') {
    return (
      <ol className="install-steps">
        <li>
          Tap the <strong>Share</strong> button in Safari&apos;s toolbar.
        </li>
        <li>
          Scroll down and tap <strong>Add to Home Screen</strong>.
        </li>
        <li>
          Tap <strong>Add</strong> in the top-right corner.
        </li>
      </ol>
    );
  }
  return (
    <ol className="install-steps">
      <li>
        Tap the <strong>menu</strong> button (⋮) in your browser.
      </li>
      <li>
        Tap <strong>Install app</strong> or <strong>Add to Home screen</strong>.
      </li>
      <li>Confirm, then open ReagentSwap from your home screen.</li>
    </ol>
  );
}
