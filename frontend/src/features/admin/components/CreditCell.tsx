import { CheckOutlined, CloseOutlined, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { ADJUSTMENT_LIMITS, ADJUSTMENT_MESSAGES, adjustmentProblems } from '@reagentswap/contracts';
import { Button, Input, InputNumber, Spin, Tooltip } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { toast } from '../../../shared/ui/toast';
import { formatCredits, type CreditBalance } from '../../credits';
import { useAdjustCreditsMutation, type AdminUser } from '../adminApi';
import { newIdempotencyKey } from '../lib/idempotencyKey';
import { nameOf } from '../lib/format';

export const REASON_REQUIRED = ADJUSTMENT_MESSAGES.reasonRequired;

interface Draft {
  newBalance: number | null;
  reason: string;
  /** Sent as Idempotency-Key: a double click (or a retry of a lost response) adjusts once. A
   * changed value or reason is a new adjustment and gets a new key. */
  key: string;
  error: string | null;
  /** The input the error is about (null for a server failure). */
  errorField: 'newBalance' | 'reason' | null;
}

/**
 * The User Management credits cell (spec §4): the pencil opens a numeric input plus a reason (the
 * ledger records one for every adjustment), the check saves, the cross cancels.
 */
/** The member's balance as loaded for the whole table page (one request per page, not per row). */
export interface CellBalance {
  data?: CreditBalance;
  isError: boolean;
}

export function CreditCell({ user, balance }: { user: AdminUser; balance: CellBalance }) {
  const name = nameOf(user);
  const [adjust, { isLoading: saving }] = useAdjustCreditsMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const ids = useId();
  const errorId = `${ids}-error`;
  // Keyboard users land back on the pencil when the editor closes.
  const pencilRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!draft && returnFocus.current) {
      returnFocus.current = false;
      pencilRef.current?.focus();
    }
  }, [draft]);
  const close = () => {
    returnFocus.current = true;
    setDraft(null);
  };

  const startEditing = () => {
    setDraft({
      newBalance: balance.data?.balance ?? null,
      reason: '',
      key: newIdempotencyKey(),
      error: null,
      errorField: null,
    });
  };
  const cancel = close;
  const change = (changes: Partial<Pick<Draft, 'newBalance' | 'reason'>>) =>
    setDraft((current) => (current ? { ...current, ...changes, key: newIdempotencyKey(), error: null, errorField: null } : current));

  const save = async () => {
    if (!draft || saving) return;
    // The server's rules (shared contract), checked first to spare a round trip.
    const [problem] = adjustmentProblems(draft);
    if (problem || draft.newBalance === null) {
      setDraft({ ...draft, error: problem?.message ?? ADJUSTMENT_MESSAGES.balanceRequired, errorField: problem?.field ?? 'newBalance' });
      return;
    }
    try {
      await adjust({
        userId: user.id,
        newBalance: draft.newBalance,
        reason: draft.reason.trim(),
        idempotencyKey: draft.key,
      }).unwrap();
      toast.success('Credits updated successfully');
      close();
    } catch (error) {
      const { message } = getApiErrorInfo(error);
      toast.error('Failed to update credits');
      setDraft((current) => (current ? { ...current, error: message ?? 'Failed to update credits', errorField: null } : current));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    }
  };

  if (draft) {
    return (
      <div className="credit-editor" role="group" aria-label={`Edit credits of ${name}`} onKeyDown={onKeyDown}>
        <div className="credit-editor__row">
          <InputNumber<number>
            className="credit-editor__amount"
            aria-label="New credit balance"
            value={draft.newBalance}
            onChange={(value) => change({ newBalance: value })}
            step={1}
            disabled={saving}
            autoFocus
            aria-invalid={draft.errorField === 'newBalance' ? true : undefined}
            aria-describedby={draft.error ? errorId : undefined}
          />
          <Input
            className="credit-editor__reason"
            aria-label="Reason for the adjustment"
            placeholder="Reason (required)"
            value={draft.reason}
            onChange={(event) => change({ reason: event.target.value })}
            maxLength={ADJUSTMENT_LIMITS.reason}
            disabled={saving}
            aria-invalid={draft.errorField === 'reason' ? true : undefined}
            aria-describedby={draft.error ? errorId : undefined}
          />
          <Tooltip title="Save">
            <Button type="primary" icon={<CheckOutlined />} aria-label="Save credits" loading={saving} onClick={() => void save()} />
          </Tooltip>
          <Tooltip title="Cancel">
            <Button icon={<CloseOutlined />} aria-label="Cancel editing credits" onClick={cancel} disabled={saving} />
          </Tooltip>
        </div>
        {draft.error ? (
          <div id={errorId} className="credit-editor__error" role="alert">
            {draft.error}
          </div>
        ) : null}
      </div>
    );
  }

  let value: ReactNode;
  if (balance.data) value = formatCredits(balance.data.balance);
  else if (balance.isError) value = <span className="cell-muted">Unavailable</span>;
  else value = <Spin size="small" />;

  return (
    <div className="credit-cell">
      <span className="credit-cell__value" data-testid={`credits-${user.id}`}>
        {value}
      </span>
      {balance.data && balance.data.reserved > 0 ? (
        <span className="cell-muted credit-cell__reserved">({formatCredits(balance.data.reserved)} reserved)</span>
      ) : null}
      <Tooltip title="Edit credits">
        <Button
          ref={pencilRef}
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`Edit credits of ${name}`}
          onClick={startEditing}
          disabled={!balance.data}
        />
      </Tooltip>
      <Tooltip title="Credit history">
        <ButtonLink
          type="text"
          size="small"
          icon={<HistoryOutlined />}
          aria-label={`Credit history of ${name}`}
          to={`/admin/credits/${user.id}`}
          state={{ name, email: user.email }}
        />
      </Tooltip>
    </div>
  );
}
