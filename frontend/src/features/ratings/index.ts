// The ratings feature's public surface (issue 19 item 4, ADR 0024): a member's rating summary
// ("★ 4.5 (12 ratings)", on profiles also "Usually responds within …"). A chunk of its own, fetched
// when first shown, so the pages that show it (the reagent page is at its byte budget) carry only
// the lazy wrapper. Rating a swap is the swaps feature's (the swap page), hiding a comment the
// admin panel's.
import { lazyNamed } from '../../shared/lib/lazyNamed';

export const MemberRatingSummary = lazyNamed(() => import('./components/MemberRatingSummary'), 'MemberRatingSummary');
