import { Command } from '@nestjs/cqrs';

export type RegistrationDecision = 'approve' | 'reject';

export class DecideRegistrationCommand extends Command<{ id: string; approvalStatus: 'approved' | 'rejected' }> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly decision: RegistrationDecision,
  ) {
    super();
  }
}
