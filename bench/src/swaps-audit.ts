import type pg from 'pg';

export interface SwapAudit {
  ok: boolean;
  /** Swaps looked at: completed ones with credits, and the ones that ended without a transfer. */
  swaps: number;
  problems: string[];
}

/**
 * The swaps against the ledger they moved credits in (issue 19: audits stay clean with counter-offers
 * in the mix): a completed credit or mixed swap transferred exactly the amount it was agreed at
 * (`credit_offer_cents`, the counter's amount once accepted) once, to its owner; a swap that ended
 * otherwise transferred nothing and holds nothing. The ledger's own audit checks the chains and balances.
 */
export async function auditSwaps(pool: pg.Pool): Promise<SwapAudit> {
  const { rows } = await pool.query<{ id: string; status: string; agreed: string | null; moved: string; transfers: string; held: string }>(`
    select s.id, s.status, s.credit_offer_cents as agreed,
           coalesce(sum(e.amount_cents) filter (where e.type = 'ledger.credits-transferred-in'
                                                  and e.idempotency_key = 'swap:' || s.id || ':transfer'
                                                  and e.account_id = s.owner_id), 0) as moved,
           count(*) filter (where e.type = 'ledger.credits-transferred-in') as transfers,
           coalesce(sum(e.amount_cents) filter (where e.type = 'ledger.credits-reserved'), 0)
             - coalesce(sum(e.amount_cents) filter (where e.type = 'ledger.reservation-released'), 0) as held
      from swap_requests s
      left join ledger_events e on e.idempotency_key like 'swap:' || s.id || ':%'
     where s.offer_kind <> 'reagent' and s.status in ('completed', 'cancelled', 'rejected')
     group by s.id`);
  const problems: string[] = [];
  for (const swap of rows) {
    const expected = swap.status === 'completed' ? Number(swap.agreed) : 0;
    const expectedTransfers = swap.status === 'completed' ? 1 : 0;
    if (Number(swap.moved) !== expected || Number(swap.transfers) !== expectedTransfers)
      problems.push(`swap ${swap.id} (${swap.status}, agreed ${swap.agreed}): ${swap.transfers} transfers moving ${swap.moved}`);
    if (Number(swap.held) !== 0) problems.push(`swap ${swap.id} (${swap.status}) still holds ${swap.held}`);
  }
  return { ok: problems.length === 0, swaps: rows.length, problems: problems.slice(0, 20) };
}
