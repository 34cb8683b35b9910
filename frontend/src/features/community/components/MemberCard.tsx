import { BankOutlined, EnvironmentOutlined, ExperimentOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Tag } from 'antd';
import { useId } from 'react';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { expertiseItems, locationOf, nameOf, type CommunityProfile } from '../communityApi';
import { InitialsAvatar } from './InitialsAvatar';

const MAX_BADGES = 4;

interface MemberCardProps {
  member: CommunityProfile;
  /** The signed-in member's own card has no Message button. */
  isSelf: boolean;
}

/** One card of the community grid. */
export function MemberCard({ member, isSelf }: MemberCardProps) {
  const titleId = useId();
  const name = nameOf(member);
  const location = locationOf(member);
  const expertise = expertiseItems(member.expertise);

  return (
    <li className="member-card-item">
      <Card className="member-card" aria-labelledby={titleId}>
        <div className="member-card__head">
          <InitialsAvatar name={name} />
          <div className="member-card__identity">
            <h2 id={titleId} className="member-card__name">
              {name}
              {isSelf ? <Tag className="member-card__you">You</Tag> : null}
            </h2>
            {member.university ? (
              <span className="member-card__line">
                <BankOutlined aria-hidden="true" /> {member.university.name}
              </span>
            ) : null}
          </div>
        </div>

        <dl className="member-card__details">
          {member.lab ? (
            <div>
              <dt>
                <ExperimentOutlined aria-hidden="true" />
                <span className="visually-hidden">Lab</span>
              </dt>
              <dd>{member.lab.name}</dd>
            </div>
          ) : null}
          {location ? (
            <div>
              <dt>
                <EnvironmentOutlined aria-hidden="true" />
                <span className="visually-hidden">Location</span>
              </dt>
              <dd>{location}</dd>
            </div>
          ) : null}
        </dl>

        {expertise.length ? (
          <div className="member-card__expertise" aria-label="Expertise">
            {expertise.slice(0, MAX_BADGES).map((item) => (
              <Tag key={item} color="cyan">
                {item}
              </Tag>
            ))}
            {expertise.length > MAX_BADGES ? <Tag>+{expertise.length - MAX_BADGES} more</Tag> : null}
          </div>
        ) : null}

        <div className="member-card__actions">
          <ButtonLink
            to={`/community/profile/${member.id}`}
            icon={<UserOutlined aria-hidden="true" />}
            aria-label={`View profile of ${name}`}
          >
            View Profile
          </ButtonLink>
          {!isSelf ? (
            <ButtonLink
              to={`/conversation/${member.id}`}
              type="primary"
              icon={<MessageOutlined aria-hidden="true" />}
              aria-label={`Message ${name}`}
            >
              Message
            </ButtonLink>
          ) : null}
        </div>
      </Card>
    </li>
  );
}
