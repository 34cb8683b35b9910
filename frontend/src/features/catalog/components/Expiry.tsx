import { EXPIRY_TEXT, expiryToday, expiryWarning, isExpired } from '@reagentswap/contracts';
import { Alert, Tag } from 'antd';

/** The 'Expired' mark of a listing past its expiry date (contracts' isExpired, by the UTC date as Browse hides them). */
export function ExpiredTag({ expiryDate }: { expiryDate: string | null }) {
  return isExpired(expiryDate, expiryToday()) ? (
    <Tag color="red" className="expired-tag">
      {EXPIRY_TEXT.expiredTag}
    </Tag>
  ) : null;
}

/** The request-swap page's warning when the reagent expires within 30 days (or already has). */
export function ExpiryWarning({ expiryDate }: { expiryDate: string | null }) {
  const warning = expiryWarning(expiryDate, expiryToday());
  return warning ? <Alert type="warning" showIcon title={warning} className="expiry-warning" data-testid="expiry-warning" /> : null;
}
