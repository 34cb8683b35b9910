import { Button, Empty, Spin } from 'antd';
import type { ReactNode, Ref } from 'react';
import './browse.css';

/** A list's first load. */
export function ListLoading({ text }: { text: string }) {
  return (
    <div className="list-status" role="status">
      <Spin size="large" />
      <p>{text}</p>
    </div>
  );
}

/** An empty list: the spec's message as a heading, and a hint (adjust the filters, or nothing yet). */
export function ListEmpty({ title, hint, image, className }: { title: string; hint: ReactNode; image?: ReactNode; className?: string }) {
  return (
    <Empty
      className={className ?? 'list-empty'}
      image={image}
      description={
        <>
          <h2 className="list-empty__title">{title}</h2>
          <p>{hint}</p>
        </>
      }
    />
  );
}

/**
 * The Load more button under a keyset-paged list. With `sentinel` the row is always rendered, so
 * an observer can load the next page when it scrolls into view.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
  sentinel,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  sentinel?: Ref<HTMLDivElement>;
}) {
  if (!hasMore && !sentinel) return null;
  return (
    <div ref={sentinel} className="list-more">
      {hasMore ? (
        <Button onClick={onLoad} loading={loading}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
