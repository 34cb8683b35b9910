import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PushPublicKey, SavedPushSubscription } from '@reagentswap/contracts';
import { CurrentUser, Public, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { RemovePushSubscriptionCommand } from '../commands/remove-push-subscription/remove-push-subscription.command.js';
import { SavePushSubscriptionCommand } from '../commands/save-push-subscription/save-push-subscription.command.js';
import { GetPushPublicKeyQuery } from '../queries/get-push-public-key/get-push-public-key.query.js';
import { PushEndpointDto, PushSubscriptionDto } from './dtos/notifications.dtos.js';

/** Web push: the VAPID public key, and the caller's per-device subscriptions. */
@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Get('public-key')
  publicKey(): Promise<PushPublicKey> {
    return this.queries.execute(new GetPushPublicKeyQuery());
  }

  @ApiBearerAuth()
  @Post('subscriptions')
  subscribe(@CurrentUser() user: AuthenticatedUser, @Body() body: PushSubscriptionDto): Promise<SavedPushSubscription> {
    return this.commands.execute(
      new SavePushSubscriptionCommand(user.id, { endpoint: body.endpoint, keys: body.keys, userAgent: body.userAgent }),
    );
  }

  @ApiBearerAuth()
  @Delete('subscriptions')
  @HttpCode(204)
  async unsubscribe(@CurrentUser() user: AuthenticatedUser, @Body() body: PushEndpointDto): Promise<void> {
    await this.commands.execute(new RemovePushSubscriptionCommand(user.id, body.endpoint));
  }
}
