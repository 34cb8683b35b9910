import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../shared/errors/domain-error.js';
import { MailSchema } from '../../infrastructure/notifications.entities.js';
import { toOutboxMail, type OutboxMailView } from '../list-outbox-mail/outbox-mail.view.js';
import { GetOutboxMailQuery } from './get-outbox-mail.query.js';

@QueryHandler(GetOutboxMailQuery)
export class GetOutboxMailHandler implements IQueryHandler<GetOutboxMailQuery> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ id }: GetOutboxMailQuery): Promise<OutboxMailView> {
    const mail = await this.orm.em.fork().findOne(MailSchema, { id });
    if (!mail) throw new NotFoundError('E-mail not found', 'MAIL_NOT_FOUND');
    return toOutboxMail(mail);
  }
}
