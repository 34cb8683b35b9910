import { useMediaQuery } from '../../../shared/lib/useMediaQuery';

/**
 * Below 1024 px the admin tables (pending registrations, user management) become card lists:
 * their columns no longer fit the card, and a table that scrolls sideways hides who a row is
 * about (issue 8). From 1024 px they are fixed-layout tables that fit their card.
 */
export const ADMIN_CARD_LIST_QUERY = '(max-width: 1023.98px)';

export function useAdminCardList(): boolean {
  return useMediaQuery(ADMIN_CARD_LIST_QUERY);
}
