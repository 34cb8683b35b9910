import { BankOutlined, ExperimentOutlined, UserOutlined } from '@ant-design/icons';
import { swapPartyName, type SwapPartyView } from '@reagentswap/contracts';
import { Link } from 'react-router-dom';

/** Requester or owner: who they are (a link to their profile), their lab and university when known. */
export function SwapPartyCard({ role, party, isMe }: { role: string; party: SwapPartyView; isMe: boolean }) {
  return (
    <div className="swap-party">
      <h3 className="swap-party__role">{role}</h3>
      <ul className="swap-party__lines">
        <li>
          <UserOutlined aria-hidden="true" />{' '}
          {isMe ? (
            `${swapPartyName(party)} (you)`
          ) : (
            <Link to={`/community/profile/${encodeURIComponent(party.id)}`}>{swapPartyName(party)}</Link>
          )}
        </li>
        {party.labName ? (
          <li>
            <ExperimentOutlined aria-hidden="true" /> <span className="visually-hidden">Lab: </span>
            {party.labName}
          </li>
        ) : null}
        {party.university ? (
          <li>
            <BankOutlined aria-hidden="true" /> <span className="visually-hidden">University: </span>
            {party.university}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
