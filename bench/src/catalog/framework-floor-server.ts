import 'reflect-metadata';
import { createSecretKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Injectable, Module, NotFoundException, Req, UseGuards } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AuthGuard, PassportModule, PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import pg from 'pg';
import { searchPathConnectionOptions } from '#backend/shared/database/module-schemas.js';
import { onBenchMessage, tellBench, type CapturedStatement } from './server-process.js';

/**
 * The framework's floor: the least a NestJS application (Express, as the application runs) that
 * checks the bearer token with passport-jwt can do to answer a page — the baseline's work (the
 * statement the application sent, its rows as JSON) behind one controller and passport's guard.
 * No validation, no session check, no headers, no logging, no mapping. Whatever the application
 * does, on this stack it cannot be cheaper than this (framework-floor.ts compares them).
 */
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.BENCH_POOL_SIZE),
  ...searchPathConnectionOptions,
});
let routes = new Map<string, CapturedStatement>();

@Injectable()
class BearerStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor() {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // As the application's strategy: the secret as a KeyObject, HS256 only.
      secretOrKey: createSecretKey(Buffer.from(process.env.JWT_SECRET!, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
    });
  }

  validate(payload: { sub: string }): { id: string } {
    return { id: payload.sub };
  }
}

@Controller()
class PageController {
  @UseGuards(AuthGuard('jwt'))
  @Get('api/reagents')
  async page(@Req() request: Request): Promise<{ items: unknown[] }> {
    const statement = routes.get(request.url);
    if (!statement) throw new NotFoundException();
    return { items: (await pool.query(statement)).rows };
  }
}

@Module({ imports: [PassportModule], controllers: [PageController], providers: [BearerStrategy] })
class FloorModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(FloorModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  onBenchMessage((message) => {
    if (message.type !== 'routes') return;
    routes = new Map(Object.entries(message.routes));
    tellBench({ type: 'routes-set' });
  });
  process.once('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
  tellBench({ type: 'listening', port: (app.getHttpServer().address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  tellBench({ type: 'failed', message: String(error) });
  process.exit(1);
});
