import { FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIsCompact } from '../../lib/useMediaQuery';
import './browse.css';

/**
 * Whether a browse page shows its filter panel: always on wide screens; on phones only after
 * Show Filters (the panel would push the results below the fold).
 */
export function useFiltersPanel() {
  const compact = useIsCompact();
  const [shown, setShown] = useState(false);
  const toggle = compact ? (
    <Button icon={<FilterOutlined aria-hidden="true" />} onClick={() => setShown((now) => !now)} aria-expanded={shown}>
      {shown ? 'Hide Filters' : 'Show Filters'}
    </Button>
  ) : null;
  return { visible: !compact || shown, toggle };
}

export function RefreshButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={onClick} loading={loading}>
      Refresh
    </Button>
  );
}

/** A page's title and lead with its actions on the right (they wrap below on narrow screens). */
export function BrowseHeader({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <header className="page-header browse-header">
      {lead ? (
        <div>
          <Typography.Title level={1}>{title}</Typography.Title>
          <Typography.Paragraph type="secondary">{lead}</Typography.Paragraph>
        </div>
      ) : (
        <Typography.Title level={1}>{title}</Typography.Title>
      )}
      <div className="browse-header__actions">{children}</div>
    </header>
  );
}

/** The filter panel beside a browse page's results (above them on phones), and the results. */
export function BrowseLayout({ filters, sticky, children }: { filters: ReactNode | null; sticky?: boolean; children: ReactNode }) {
  return (
    <div className="browse-layout">
      {filters ? (
        <aside className={sticky ? 'browse-filters browse-filters--sticky' : 'browse-filters'} aria-label="Filters">
          {filters}
        </aside>
      ) : null}
      <section className="browse-results" aria-label="Results">
        {children}
      </section>
    </div>
  );
}

export function FilterLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label className="browse-filters__label" htmlFor={htmlFor}>
      {children}
    </label>
  );
}
