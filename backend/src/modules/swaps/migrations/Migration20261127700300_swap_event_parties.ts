import { Migration } from '@mikro-orm/migrations';

/**
 * Swap events carry their parties (issue 16: notification subscribers stopped reading users and
 * profiles back), so the view the swaps module reads members through also gives what a
 * notification needs: the address, the account's status and the stored notification flags (raw,
 * null without a profile: identity's effectiveNotificationFlags applies the defaults when read).
 */
export class Migration20261127700300_swap_event_parties extends Migration {
  override name = 'Migration20261127700300_swap_event_parties';

  up(): void {
    this.addSql(`
      create or replace view swap_members as
        select u.id as user_id, p.username, p.display_username, l.name as lab_name, un.name as university_name,
               u.email, u.approval_status, u.is_deleted,
               case when p.user_id is null then null else jsonb_build_object(
                 'emailNotifications', p.email_notifications, 'notifySwapOffers', p.notify_swap_offers,
                 'notifySwapResponses', p.notify_swap_responses, 'notifyMessages', p.notify_messages,
                 'dailyDigestEmail', p.daily_digest_email, 'weeklyDigestEmail', p.weekly_digest_email,
                 'pushNotifications', p.push_notifications, 'pushSwapOffers', p.push_swap_offers,
                 'pushSwapResponses', p.push_swap_responses, 'pushMessages', p.push_messages,
                 'pushWeeklyDigest', p.push_weekly_digest, 'pushNewReagents', p.push_new_reagents,
                 'pushReagentRequests', p.push_reagent_requests) end as notification_flags
          from users u
          left join profiles p on p.user_id = u.id
          left join labs l on l.id = p.lab_id
          left join universities un on un.id = p.university_id`);
  }

  override down(): void {
    this.addSql(`drop view swap_members`);
    this.addSql(`
      create view swap_members as
        select u.id as user_id, p.username, p.display_username, l.name as lab_name, un.name as university_name
          from users u
          left join profiles p on p.user_id = u.id
          left join labs l on l.id = p.lab_id
          left join universities un on un.id = p.university_id`);
  }
}
