import { EnvironmentOutlined, UserOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { ReagentView } from '@reagentswap/contracts';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { MemberRatingSummary } from '../../ratings';
import { ownerName, packagesText, reagentLocation } from '../lib/format';
import { HazardMark, hazardLabelSuffix } from './GhsPictograms';
import { ExpiredTag } from './Expiry';
import { ReagentImage } from './ReagentImage';

/**
 * A Browse card: the whole card links to the detail page. `ownersOfPage` (members' pages only: the
 * summaries are for members) adds the owner's rating beside their name, read once for the page.
 */
export function ReagentCard({ reagent, ownersOfPage }: { reagent: ReagentView; ownersOfPage?: readonly string[] }) {
  const location = reagentLocation(reagent);
  return (
    <li className="reagent-card-item">
      <Link
        to={`/reagents/${reagent.id}`}
        className="reagent-card-link"
        aria-label={`${reagent.name}, ${reagent.catalogNumber}${hazardLabelSuffix(reagent.ghsPictograms)}`}
      >
        <Card className="reagent-card" cover={<ReagentImage reagent={reagent} size="thumbnail" />} hoverable>
          <h3 className="reagent-card__name">{reagent.name}</h3>
          <ExpiredTag expiryDate={reagent.expiryDate} />
          <HazardMark codes={reagent.ghsPictograms} />
          <p className="reagent-card__catalog">Cat. No. {reagent.catalogNumber || '—'}</p>
          <p className="reagent-card__amount">
            {reagent.amountText} · {packagesText(reagent.numberOfPackages)}
          </p>
          {reagent.description ? <p className="reagent-card__description">{reagent.description}</p> : null}
          <p className="reagent-card__meta">
            <UserOutlined aria-hidden="true" /> {ownerName(reagent)}
            {ownersOfPage ? (
              <Suspense fallback={null}>
                <MemberRatingSummary memberId={reagent.owner.id} among={ownersOfPage} />
              </Suspense>
            ) : null}
          </p>
          {location ? (
            <p className="reagent-card__meta">
              <EnvironmentOutlined aria-hidden="true" /> {location}
            </p>
          ) : null}
        </Card>
      </Link>
    </li>
  );
}

/** A card's room while the list loads: the same cover and about the same text height (see catalog.css). */
export function ReagentCardPlaceholder() {
  return (
    <li className="reagent-card-item" aria-hidden="true">
      <div className="reagent-card reagent-card--placeholder">
        <div className="reagent-card--placeholder__cover" />
        <div className="reagent-card--placeholder__body" />
      </div>
    </li>
  );
}
