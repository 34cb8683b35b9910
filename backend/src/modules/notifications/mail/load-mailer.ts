import { runInThisContext } from 'node:vm';
import type { MailerOptions, MailerService } from '@nestjs-modules/mailer';

/**
 * @nestjs-modules/mailer is CommonJS and require()s @nestjs/common, which is ESM-only since
 * NestJS 12. Node ≥ 20.19 can require() an ES module, so we load the mailer with Node's own
 * require and construct its MailerService ourselves (its MailerModule is not imported: Nest's DI
 * is not needed for one service, and its decorators are harmless on a plain instance).
 *
 * Why not `createRequire` from `node:module` directly: under Jest (native ESM mode) that import
 * is Jest's module registry, which cannot require() ESM and fails with "Must use import to load
 * ES Module". The host realm's `process.getBuiltinModule` is always Node's own, so we ask the
 * host realm for it; outside Jest this is the very same `node:module`.
 */
function nodeRequire(): NodeJS.Require {
  const hostModule = runInThisContext('process.getBuiltinModule("node:module")') as typeof import('node:module');
  return hostModule.createRequire(import.meta.url);
}

let mailerServiceClass: (new (options: MailerOptions) => MailerService) | undefined;

export function createMailerService(options: MailerOptions): MailerService {
  mailerServiceClass ??= (nodeRequire()('@nestjs-modules/mailer') as { MailerService: new (options: MailerOptions) => MailerService })
    .MailerService;
  return new mailerServiceClass(options);
}

export type { MailerService };
