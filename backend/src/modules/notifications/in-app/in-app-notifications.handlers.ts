import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { IN_APP_MESSAGES, IN_APP_PAGE_SIZE, type InAppNotification, type InAppNotificationPage } from '@reagentswap/contracts';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { isUuid } from '../../../shared/kernel/uuid.js';
import { decodeInAppCursor, encodeInAppCursor } from './in-app-cursor.js';
import {
  CountUnreadNotificationsQuery,
  ListInAppNotificationsQuery,
  MarkNotificationsReadCommand,
} from './in-app-notifications.queries.js';

interface Row {
  id: string;
  kind: string;
  title: string;
  body: string;
  url: string;
  // The driver may hand timestamps back as text or as Date.
  created_at: Date | string;
  read_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const UNREAD = `(select count(*)::int from in_app_notifications where user_id = ? and read_at is null)`;

const toView = (row: Row): InAppNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  url: row.url,
  createdAt: iso(row.created_at),
  readAt: row.read_at === null ? null : iso(row.read_at),
});

/** One statement: a page (one row more than shown, to know whether there is a next) with the unread count. */
@QueryHandler(ListInAppNotificationsQuery)
export class ListInAppNotificationsHandler implements IQueryHandler<ListInAppNotificationsQuery> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ memberId, before }: ListInAppNotificationsQuery): Promise<InAppNotificationPage> {
    const cursor = decodeInAppCursor(before);
    // `position` is the time at the database's microseconds (a JS Date keeps milliseconds: rows would be skipped).
    const rows = await this.orm.em.fork().execute<(Row & { position: string; unread: number })[]>(
      `select id, kind, title, body, url, created_at, created_at::text as position, read_at, ${UNREAD} as unread
         from in_app_notifications
        where user_id = ? ${cursor ? 'and (created_at, id) < (?::timestamptz, ?::uuid)' : ''}
        order by created_at desc, id desc
        limit ?`,
      [memberId, memberId, ...(cursor ? [cursor.createdAt, cursor.id] : []), IN_APP_PAGE_SIZE + 1],
    );
    const page = rows.slice(0, IN_APP_PAGE_SIZE);
    const last = page.at(-1);
    // An empty page has no row to carry the count.
    const unread = rows[0]?.unread ?? (await countUnread(this.orm, memberId));
    return {
      items: page.map(toView),
      nextCursor: rows.length > IN_APP_PAGE_SIZE && last ? encodeInAppCursor({ createdAt: last.position, id: last.id }) : null,
      unread,
    };
  }
}

async function countUnread(orm: MikroORM, memberId: string): Promise<number> {
  const [row] = await orm.em.fork().execute<{ unread: number }[]>(`select ${UNREAD} as unread`, [memberId]);
  return row?.unread ?? 0;
}

@QueryHandler(CountUnreadNotificationsQuery)
export class CountUnreadNotificationsHandler implements IQueryHandler<CountUnreadNotificationsQuery> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ memberId }: CountUnreadNotificationsQuery): Promise<{ unread: number }> {
    return { unread: await countUnread(this.orm, memberId) };
  }
}

/** One statement: the update (only the member's own rows) and the unread count left after it. */
@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ memberId, notificationId }: MarkNotificationsReadCommand): Promise<{ unread: number }> {
    if (notificationId !== null && !isUuid(notificationId)) throw new NotFoundError(IN_APP_MESSAGES.notFound);
    // Reading one already read keeps its first read_at (it still counts as found).
    const [row] = await this.orm.em.fork().execute<{ found: number; unread: number }[]>(
      `with target as (select id, read_at from in_app_notifications
                        where user_id = ? ${notificationId ? 'and id = ?' : 'and read_at is null'}),
            marked as (update in_app_notifications n set read_at = now()
                         from target where n.id = target.id and target.read_at is null returning n.id)
       select (select count(*)::int from target) as found,
              ${UNREAD} - (select count(*)::int from marked) as unread`,
      [memberId, ...(notificationId ? [notificationId] : []), memberId],
    );
    if (notificationId && !row?.found) throw new NotFoundError(IN_APP_MESSAGES.notFound);
    return { unread: row?.unread ?? 0 };
  }
}
