import { DeleteOutlined, EditOutlined, EnvironmentOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { REQUEST_MESSAGES, type ReagentRequestView } from '@reagentswap/contracts';
import { Button, Card, Popconfirm, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';

const requesterName = (request: ReagentRequestView) => request.requester.displayName || request.requester.userName || 'Unknown';
const placeOf = (request: ReagentRequestView) => [request.city, request.country].filter(Boolean).join(', ');
const amountOf = (request: ReagentRequestView) =>
  request.amount === null ? null : `${request.amount}${request.unit ? ` ${request.unit}` : ''}`;

interface RequestCardProps {
  request: ReagentRequestView;
  own: boolean;
  deleting: boolean;
  onDelete: (request: ReagentRequestView) => void;
}

/** A request card: the requester sees Edit and Delete, everyone else Contact (spec §2). */
export function RequestCard({ request, own, deleting, onDelete }: RequestCardProps) {
  const navigate = useNavigate();
  const place = placeOf(request);
  const amount = amountOf(request);
  const actions = own
    ? [
        <Button
          key="edit"
          type="text"
          icon={<EditOutlined aria-hidden="true" />}
          onClick={() => navigate(`/reagent-requests/${request.id}/edit`)}
        >
          Edit
        </Button>,
        <Popconfirm
          key="delete"
          title={REQUEST_MESSAGES.confirmDelete}
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() => onDelete(request)}
        >
          <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} loading={deleting}>
            Delete
          </Button>
        </Popconfirm>,
      ]
    : [
        <Button
          key="contact"
          type="text"
          icon={<MessageOutlined aria-hidden="true" />}
          // Spec §2: Contact opens the conversation with the requester, carrying the request id.
          onClick={() => navigate(`/conversations/${request.requester.id}`, { state: { requestId: request.id } })}
        >
          Contact
        </Button>,
      ];
  return (
    <li className="request-card-item">
      <Card className="request-card" actions={actions}>
        <h3 className="request-card__name">
          {/* The request's page lists the reagents that match it (ADR 0026). */}
          <Link to={`/reagent-requests/${request.id}`}>{request.name}</Link>
        </h3>
        <div className="request-card__tags">
          {request.category ? <Tag color="blue">{request.category.name}</Tag> : null}
          {request.catalogNumber ? <Tag>Cat. No. {request.catalogNumber}</Tag> : null}
          {request.casNumber ? <Tag>CAS {request.casNumber}</Tag> : null}
        </div>
        {amount || request.numberOfPackages !== null ? (
          <p className="request-card__amount">
            {[amount, request.numberOfPackages !== null ? `${request.numberOfPackages} package(s)` : null].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {request.description ? <p className="request-card__description">{request.description}</p> : null}
        {request.storageConditions ? <p className="request-card__meta">Storage: {request.storageConditions}</p> : null}
        <p className="request-card__meta">
          <UserOutlined aria-hidden="true" /> {requesterName(request)}
          {request.requester.labName ? ` · ${request.requester.labName}` : ''}
          {request.requester.university ? ` · ${request.requester.university}` : ''}
        </p>
        {place ? (
          <p className="request-card__meta">
            <EnvironmentOutlined aria-hidden="true" /> {place}
          </p>
        ) : null}
        <p className="request-card__date">Requested {new Date(request.createdAt).toLocaleDateString()}</p>
      </Card>
    </li>
  );
}
