import { CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { InstallSteps } from './InstallSteps';

interface InstallAppCardViewProps {
  showIosSteps: boolean;
  dismiss: () => void;
  install: () => Promise<void>;
}

/** The 'Install App' card itself (InstallAppCard decides when it shows). */
export function InstallAppCardView({ showIosSteps, dismiss, install }: InstallAppCardViewProps) {
  return (
    <aside className="install-card" aria-labelledby="install-card-title">
      <Card size="small">
        <div className="install-card__header">
          <h2 id="install-card-title" className="install-card__title">
            Install ReagentSwap
          </h2>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined aria-hidden="true" />}
            onClick={dismiss}
            aria-label="Dismiss install prompt"
          />
        </div>
        <p className="install-card__text">Open ReagentSwap from your home screen or desktop, like any other app.</p>
        {showIosSteps ? <InstallSteps platform="ios" /> : null}
        {!showIosSteps ? (
          <Button type="primary" icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void install()} block>
            Install App
          </Button>
        ) : null}
      </Card>
    </aside>
  );
}
