import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthSession, Me, RegisterResponse } from '@reagentswap/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CurrentUser, Public, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { RateLimited } from '../../../shared/http/rate-limit.js';
import { RefreshSessionCommand } from '../commands/refresh-session/refresh-session.command.js';
import { RegisterUserCommand } from '../commands/register-user/register-user.command.js';
import { SignInCommand } from '../commands/sign-in/sign-in.command.js';
import { SignOutCommand } from '../commands/sign-out/sign-out.command.js';
import type { SessionResult } from '../domain/session.js';
import { GetCurrentUserQuery } from '../queries/get-current-user/get-current-user.query.js';
import { normaliseEmail } from '../domain/registration-rules.js';
import { TokenService } from '../infrastructure/token.service.js';
import { TRUSTED_DEVICE_COOKIE, TRUSTED_DEVICE_DAYS, TrustedDevices } from '../infrastructure/trusted-devices.js';
import { LoginDto, RegisterDto } from './dtos/auth.dtos.js';

export const REFRESH_COOKIE = 'rs_refresh';
export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful! Please check your email for confirmation and await approval.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly devices: TrustedDevices,
    private readonly tokens: TokenService,
  ) {}

  @Public()
  @RateLimited('auth')
  @Post('register')
  async register(@Body() dto: RegisterDto): Promise<RegisterResponse> {
    const user = await this.commands.execute(new RegisterUserCommand(dto));
    return { message: REGISTRATION_SUCCESS_MESSAGE, user };
  }

  @Public()
  @RateLimited('auth')
  @Post('login')
  @HttpCode(200)
  async login(@Body() dto: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const email = dto.email ?? '';
    const deviceToken = (req.cookies as Record<string, string> | undefined)?.[TRUSTED_DEVICE_COOKIE];
    const session = await this.commands.execute(new SignInCommand(email, dto.password ?? '', deviceToken));
    res.cookie(TRUSTED_DEVICE_COOKIE, this.devices.issue(normaliseEmail(email)), {
      ...this.cookieOptions(),
      path: '/api/auth/login',
      maxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60 * 1000,
    });
    return this.respondWithSession(session, res);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    try {
      const session = await this.commands.execute(new RefreshSessionCommand(this.readRefreshCookie(req)));
      return await this.respondWithSession(session, res);
    } catch (error) {
      res.clearCookie(REFRESH_COOKIE, this.cookieOptions());
      throw error;
    }
  }

  /**
   * Ends the session of the refresh cookie (browsers) and of the bearer token (API clients, which
   * have no cookie). Public: a caller whose access token expired may still sign out with the cookie.
   */
  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.commands.execute(new SignOutCommand(this.readRefreshCookie(req), this.tokens.sessionOfBearer(req.headers.authorization)));
    res.clearCookie(REFRESH_COOKIE, this.cookieOptions());
  }

  @ApiBearerAuth()
  @Get('me')
  me(@CurrentUser() user: AuthenticatedUser): Promise<Me> {
    return this.queries.execute(new GetCurrentUserQuery(user.id));
  }

  private async respondWithSession(session: SessionResult, res: Response): Promise<AuthSession> {
    res.cookie(REFRESH_COOKIE, session.refreshToken, { ...this.cookieOptions(), expires: session.refreshExpiresAt });
    const user = await this.queries.execute(new GetCurrentUserQuery(session.userId));
    return { accessToken: session.accessToken, expiresAt: session.expiresAt, user };
  }

  private readRefreshCookie(req: Request): string | undefined {
    return (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
  }

  private cookieOptions(): CookieOptions {
    return { httpOnly: true, sameSite: 'strict', secure: this.config.PUBLIC_URL?.startsWith('https://') ?? false, path: '/api/auth' };
  }
}
