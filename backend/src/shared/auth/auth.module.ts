import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { SESSION_QUERY, type SessionQueryFactory } from './access-session.js';
import { AccessTokenStrategy } from './access-token.strategy.js';
import { AuthenticationGuard } from './authentication.guard.js';
import { SocketAuthenticator } from './socket-authenticator.js';

export interface AuthModuleOptions {
  /** The accounts owner's account-and-session query (identity's, wired by the composition root). */
  sessionQuery: SessionQueryFactory;
}

/** Authentication for HTTP (the global guard) and sockets (the handshake), on @nestjs/passport. */
@Module({})
export class AuthModule {
  static forRoot({ sessionQuery }: AuthModuleOptions): DynamicModule {
    return {
      module: AuthModule,
      global: true,
      imports: [CqrsModule],
      providers: [
        { provide: SESSION_QUERY, useValue: sessionQuery },
        AccessTokenStrategy,
        SocketAuthenticator,
        { provide: APP_GUARD, useClass: AuthenticationGuard },
      ],
      exports: [SocketAuthenticator],
    };
  }
}
