import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Logger } from '@nestjs/common';
import { ProjectionRebuilder } from '../../infrastructure/projection-rebuilder.js';
import { RebuildCreditBalancesCommand } from './rebuild-balances.command.js';

@CommandHandler(RebuildCreditBalancesCommand)
export class RebuildCreditBalancesHandler implements ICommandHandler<RebuildCreditBalancesCommand> {
  private readonly logger = new Logger('Ledger');

  constructor(private readonly rebuilder: ProjectionRebuilder) {}

  async execute({ actorId }: RebuildCreditBalancesCommand) {
    const summary = await this.rebuilder.rebuild();
    this.logger.log(`Credit balances rebuilt by ${actorId ?? 'the system'}: ${JSON.stringify(summary)}`);
    return summary;
  }
}
