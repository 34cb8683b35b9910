import { Migration20261122100000_platform } from '../shared/database/migrations/Migration20261122100000_platform.js';
import { Migration20261122100100_identity } from '../modules/identity/migrations/Migration20261122100100_identity.js';
import { Migration20261122100200_ledger } from '../modules/ledger/migrations/Migration20261122100200_ledger.js';
import { Migration20261122100300_identity_profiles } from '../modules/identity/migrations/Migration20261122100300_identity_profiles.js';
import { Migration20261122100310_support } from '../modules/support/migrations/Migration20261122100310_support.js';
import { Migration20261122100400_notifications } from '../modules/notifications/migrations/Migration20261122100400_notifications.js';
import { Migration20261122100500_admin_action_dedupe } from '../modules/identity/migrations/Migration20261122100500_admin_action_dedupe.js';
import { Migration20261123100000_event_delivery } from '../shared/outbox/migrations/Migration20261123100000_event_delivery.js';
import { Migration20261123200000_live_session_index } from '../modules/identity/migrations/Migration20261123200000_live_session_index.js';
import { Migration20261123300000_catalog } from '../modules/catalog/migrations/Migration20261123300000_catalog.js';
import { Migration20261123400000_admins_without_institution } from '../modules/identity/migrations/Migration20261123400000_admins_without_institution.js';
import { Migration20261123500000_reagent_requests } from '../modules/requests/migrations/Migration20261123500000_reagent_requests.js';
import { Migration20261123600000_swaps } from '../modules/swaps/migrations/Migration20261123600000_swaps.js';
import { Migration20261123650000_ledger_transfers_by_time } from '../modules/ledger/migrations/Migration20261123650000_ledger_transfers_by_time.js';
import { Migration20261124100000_messaging } from '../modules/messaging/migrations/Migration20261124100000_messaging.js';
import { Migration20261124200000_digests } from '../modules/notifications/migrations/Migration20261124200000_digests.js';
import { Migration20261124300000_reagents_swapped_away } from '../modules/catalog/migrations/Migration20261124300000_reagents_swapped_away.js';
import { Migration20261127300000_push_sends } from '../modules/notifications/migrations/Migration20261127300000_push_sends.js';
import { Migration20261127500000_ledger_checkpoints } from '../modules/ledger/migrations/Migration20261127500000_ledger_checkpoints.js';
import { Migration20261127500100_session_change_notify } from '../modules/identity/migrations/Migration20261127500100_session_change_notify.js';
import { Migration20261127600000_event_backbone } from '../shared/outbox/migrations/Migration20261127600000_event_backbone.js';
import { Migration20261127700100_messaging_send } from '../modules/messaging/migrations/Migration20261127700100_messaging_send.js';
import { Migration20261127700200_ledger_append_transfer } from '../modules/ledger/migrations/Migration20261127700200_ledger_append_transfer.js';
import { Migration20261127700210_ledger_transfer_announce_later } from '../modules/ledger/migrations/Migration20261127700210_ledger_transfer_announce_later.js';
import { Migration20261127700220_ledger_event_hash_plpgsql } from '../modules/ledger/migrations/Migration20261127700220_ledger_event_hash_plpgsql.js';
import { Migration20261127700300_swap_event_parties } from '../modules/swaps/migrations/Migration20261127700300_swap_event_parties.js';
import { Migration20261127810000_cas_numbers_and_restricted_substances } from '../modules/compliance/migrations/Migration20261127810000_cas_numbers_and_restricted_substances.js';
import { Migration20261127820000_reagent_ghs_hazards } from '../modules/catalog/migrations/Migration20261127820000_reagent_ghs_hazards.js';
import { Migration20261127830000_reagent_expiry_and_shipping } from '../modules/catalog/migrations/Migration20261127830000_reagent_expiry_and_shipping.js';
import { Migration20261127900000_schema_per_module } from '../shared/database/migrations/Migration20261127900000_schema_per_module.js';
import { Migration20261127950000_ledger_line_source } from '../modules/ledger/migrations/Migration20261127950000_ledger_line_source.js';
import { Migration20261127960000_institutions_schema } from '../modules/institutions/migrations/Migration20261127960000_institutions_schema.js';
import { Migration20261127960100_community_members } from '../modules/identity/migrations/Migration20261127960100_community_members.js';
import { Migration20261127970000_swap_ratings } from '../modules/swaps/migrations/Migration20261127970000_swap_ratings.js';
import { Migration20261127970100_reagent_summaries_for_matching } from '../modules/catalog/migrations/Migration20261127970100_reagent_summaries_for_matching.js';
import { Migration20261127970200_request_matches } from '../modules/requests/migrations/Migration20261127970200_request_matches.js';
import { Migration20261127970300_request_matching_indexes } from '../modules/requests/migrations/Migration20261127970300_request_matching_indexes.js';
import { Migration20261127970400_reagent_folded_name_index } from '../modules/catalog/migrations/Migration20261127970400_reagent_folded_name_index.js';
import { Migration20261127990000_saved_searches } from '../modules/catalog/migrations/Migration20261127990000_saved_searches.js';
import { Migration20261127995000_counter_offers } from '../modules/swaps/migrations/Migration20261127995000_counter_offers.js';

/** Every committed migration, in order. Listed explicitly so source (tests) and build run the same set. */
export const migrationsList = [
  { name: 'Migration20261122100000_platform', class: Migration20261122100000_platform },
  { name: 'Migration20261122100100_identity', class: Migration20261122100100_identity },
  { name: 'Migration20261122100200_ledger', class: Migration20261122100200_ledger },
  { name: 'Migration20261122100300_identity_profiles', class: Migration20261122100300_identity_profiles },
  { name: 'Migration20261122100310_support', class: Migration20261122100310_support },
  { name: 'Migration20261122100400_notifications', class: Migration20261122100400_notifications },
  { name: 'Migration20261122100500_admin_action_dedupe', class: Migration20261122100500_admin_action_dedupe },
  { name: 'Migration20261123100000_event_delivery', class: Migration20261123100000_event_delivery },
  { name: 'Migration20261123200000_live_session_index', class: Migration20261123200000_live_session_index },
  { name: 'Migration20261123300000_catalog', class: Migration20261123300000_catalog },
  { name: 'Migration20261123400000_admins_without_institution', class: Migration20261123400000_admins_without_institution },
  { name: 'Migration20261123500000_reagent_requests', class: Migration20261123500000_reagent_requests },
  { name: 'Migration20261123600000_swaps', class: Migration20261123600000_swaps },
  { name: 'Migration20261123650000_ledger_transfers_by_time', class: Migration20261123650000_ledger_transfers_by_time },
  { name: 'Migration20261124100000_messaging', class: Migration20261124100000_messaging },
  { name: 'Migration20261124200000_digests', class: Migration20261124200000_digests },
  { name: 'Migration20261124300000_reagents_swapped_away', class: Migration20261124300000_reagents_swapped_away },
  { name: 'Migration20261127300000_push_sends', class: Migration20261127300000_push_sends },
  { name: 'Migration20261127500000_ledger_checkpoints', class: Migration20261127500000_ledger_checkpoints },
  { name: 'Migration20261127500100_session_change_notify', class: Migration20261127500100_session_change_notify },
  { name: 'Migration20261127600000_event_backbone', class: Migration20261127600000_event_backbone },
  { name: 'Migration20261127700100_messaging_send', class: Migration20261127700100_messaging_send },
  { name: 'Migration20261127700200_ledger_append_transfer', class: Migration20261127700200_ledger_append_transfer },
  { name: 'Migration20261127700210_ledger_transfer_announce_later', class: Migration20261127700210_ledger_transfer_announce_later },
  { name: 'Migration20261127700220_ledger_event_hash_plpgsql', class: Migration20261127700220_ledger_event_hash_plpgsql },
  { name: 'Migration20261127700300_swap_event_parties', class: Migration20261127700300_swap_event_parties },
  {
    name: 'Migration20261127810000_cas_numbers_and_restricted_substances',
    class: Migration20261127810000_cas_numbers_and_restricted_substances,
  },
  { name: 'Migration20261127820000_reagent_ghs_hazards', class: Migration20261127820000_reagent_ghs_hazards },
  { name: 'Migration20261127830000_reagent_expiry_and_shipping', class: Migration20261127830000_reagent_expiry_and_shipping },
  { name: 'Migration20261127900000_schema_per_module', class: Migration20261127900000_schema_per_module },
  { name: 'Migration20261127950000_ledger_line_source', class: Migration20261127950000_ledger_line_source },
  { name: 'Migration20261127960000_institutions_schema', class: Migration20261127960000_institutions_schema },
  { name: 'Migration20261127960100_community_members', class: Migration20261127960100_community_members },
  { name: 'Migration20261127970000_swap_ratings', class: Migration20261127970000_swap_ratings },
  { name: 'Migration20261127970100_reagent_summaries_for_matching', class: Migration20261127970100_reagent_summaries_for_matching },
  { name: 'Migration20261127970200_request_matches', class: Migration20261127970200_request_matches },
  { name: 'Migration20261127970300_request_matching_indexes', class: Migration20261127970300_request_matching_indexes },
  { name: 'Migration20261127970400_reagent_folded_name_index', class: Migration20261127970400_reagent_folded_name_index },
  { name: 'Migration20261127990000_saved_searches', class: Migration20261127990000_saved_searches },
  { name: 'Migration20261127995000_counter_offers', class: Migration20261127995000_counter_offers },
];
