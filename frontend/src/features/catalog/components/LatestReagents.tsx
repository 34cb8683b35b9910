import { Empty } from 'antd';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { useGetLatestReagentsQuery } from '../catalogApi';
import { ReagentCard, ReagentCardPlaceholder } from './ReagentCard';
import '../catalog.css';

/** Spec §2: the latest 4 reagents for signed-in members (on the dashboard, where / sends them). */
export function LatestReagents() {
  const latest = useGetLatestReagentsQuery(undefined, { refetchOnMountOrArgChange: 60 });
  return (
    <section className="latest-reagents" aria-labelledby="latest-reagents-title">
      <header className="latest-reagents__header">
        <h2 id="latest-reagents-title">Latest Reagents</h2>
        <ButtonLink type="link" to="/reagents">
          Browse all
        </ButtonLink>
      </header>
      {latest.isLoading ? (
        // Four cards' room while loading: what follows on the page stays where it is when they come.
        <ul className="reagent-grid reagent-grid--four" aria-busy="true" aria-label="Loading latest reagents">
          {[0, 1, 2, 3].map((i) => (
            <ReagentCardPlaceholder key={i} />
          ))}
        </ul>
      ) : latest.data?.length ? (
        <ul className="reagent-grid reagent-grid--four" aria-label="Latest reagents">
          {latest.data.map((reagent) => (
            <ReagentCard key={reagent.id} reagent={reagent} />
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={latest.isError ? 'Error loading reagents' : 'No reagents found'} />
      )}
    </section>
  );
}
