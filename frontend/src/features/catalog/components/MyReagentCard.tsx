import { DeleteOutlined, EditOutlined, EyeOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Tag } from 'antd';
import type { ReagentView } from '@reagentswap/contracts';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { formatReagentDate } from '../lib/format';
import { HazardMark } from './GhsPictograms';
import { ExpiredTag } from './Expiry';
import { ReagentImage } from './ReagentImage';

interface MyReagentCardProps {
  reagent: ReagentView;
  busy: boolean;
  onRemove: (reagent: ReagentView) => void;
  onReactivate: (reagent: ReagentView) => void;
}

/** Spec §2 "My Reagents": badge, amount, packages, expiry and upload date; the tab's actions. */
export function MyReagentCard({ reagent, busy, onRemove, onReactivate }: MyReagentCardProps) {
  const actions = reagent.available
    ? [
        <ButtonLink key="view" type="link" to={`/reagents/${reagent.id}`} icon={<EyeOutlined aria-hidden="true" />}>
          View
        </ButtonLink>,
        <ButtonLink key="edit" type="link" to={`/reagents/${reagent.id}/edit`} icon={<EditOutlined aria-hidden="true" />}>
          Edit
        </ButtonLink>,
        <Popconfirm
          key="remove"
          title="Remove this reagent?"
          description="It will no longer be listed. You can reactivate it from the Removed tab."
          okText="Remove"
          okButtonProps={{ danger: true }}
          onConfirm={() => onRemove(reagent)}
        >
          <Button type="link" danger icon={<DeleteOutlined aria-hidden="true" />} loading={busy}>
            Remove
          </Button>
        </Popconfirm>,
      ]
    : [
        <ButtonLink key="view" type="link" to={`/reagents/${reagent.id}`} icon={<EyeOutlined aria-hidden="true" />}>
          View Details
        </ButtonLink>,
        // A reagent a completed swap gave away belongs to the other lab: nothing to reactivate.
        ...(reagent.swappedAway
          ? []
          : [
              <Button
                key="reactivate"
                type="link"
                icon={<RedoOutlined aria-hidden="true" />}
                onClick={() => onReactivate(reagent)}
                loading={busy}
              >
                Reactivate
              </Button>,
            ]),
      ];
  return (
    <li className="reagent-card-item">
      <Card className="reagent-card my-reagent-card" cover={<ReagentImage reagent={reagent} size="thumbnail" />} actions={actions}>
        <div className="my-reagent-card__head">
          <h3 className="reagent-card__name">{reagent.name}</h3>
          {reagent.available ? <Tag color="green">Available</Tag> : <Tag>Unavailable</Tag>}
          {reagent.swappedAway && <Tag color="blue">Swapped</Tag>}
          <ExpiredTag expiryDate={reagent.expiryDate} />
        </div>
        <HazardMark codes={reagent.ghsPictograms} />
        <dl className="my-reagent-card__facts">
          <div>
            <dt>Amount</dt>
            <dd>{reagent.amountText}</dd>
          </div>
          <div>
            <dt>Packages</dt>
            <dd>{reagent.numberOfPackages}</dd>
          </div>
          <div>
            <dt>Expiry</dt>
            <dd>{formatReagentDate(reagent.expiryDate)}</dd>
          </div>
          <div>
            <dt>Uploaded</dt>
            <dd>{formatReagentDate(reagent.dateAdded)}</dd>
          </div>
        </dl>
      </Card>
    </li>
  );
}
