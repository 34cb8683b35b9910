import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { ownerName, reagentLocation, type ReagentView } from '../../../catalog';

/** The reagent asked for, as the Request Swap form names it: what, how much, whose and where. */
export function WantedReagentSummary({ reagent }: { reagent: ReagentView }) {
  const location = reagentLocation(reagent);
  return (
    <Card className="request-swap__wanted" size="small" title={<h2 className="request-swap__card-title">Requested reagent</h2>}>
      <p className="request-swap__wanted-name">
        <Link to={`/reagents/${reagent.id}`}>{reagent.name}</Link> <Tag>{reagent.category.name}</Tag>
      </p>
      <dl className="swap-facts">
        {reagent.catalogNumber ? (
          <div>
            <dt>Catalog Number</dt>
            <dd>{reagent.catalogNumber}</dd>
          </div>
        ) : null}
        <div>
          <dt>Amount</dt>
          <dd>{reagent.amountText}</dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>
            {ownerName(reagent)}
            {reagent.owner.labName ? `, ${reagent.owner.labName}` : ''}
            {reagent.owner.university ? `, ${reagent.owner.university}` : ''}
          </dd>
        </div>
        {location ? (
          <div>
            <dt>Location</dt>
            <dd>{location}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
