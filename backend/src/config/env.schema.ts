import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Every environment variable the backend reads. Validated once at boot (see load-config.ts). */
// Each variable with its checks on the line above it, read as a table:
// prettier-ignore
export class EnvironmentVariables {
  @IsOptional() @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt) @IsOptional() @IsInt() @Min(0) @Max(65535)
  PORT = 3000;

  @IsOptional() @IsString()
  HOST = '0.0.0.0';

  @Transform(emptyToUndefined) @IsOptional() @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  @Transform(toInt) @IsOptional() @IsInt() @Min(1024) @Max(65535)
  EMBEDDED_PG_PORT = 54329;

  @IsOptional() @IsString()
  DATA_DIR = 'var';

  /** Folder of the built frontend the server serves. Unset: dist/frontend beside the built backend. */
  @Transform(emptyToUndefined) @IsOptional() @IsString()
  FRONTEND_DIR?: string;

  @Transform(emptyToUndefined) @IsOptional() @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @Transform(emptyToUndefined) @IsOptional() @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsOptional() @IsString()
  MAIL_FROM = 'ReagentSwap <no-reply@reagentswap.local>';

  @IsOptional() @IsEmail({}, { message: 'SUPPORT_EMAIL must be an e-mail address' })
  SUPPORT_EMAIL = 'support@reagentswap.local';

  @IsOptional() @IsUrl({ require_tld: false }, { message: 'PUBLIC_URL must be a URL such as http://localhost:3000' })
  PUBLIC_URL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @Transform(toInt) @IsOptional() @IsInt() @Min(30) @Max(3600)
  ACCESS_TOKEN_TTL_SECONDS = 900;

  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(365)
  REFRESH_TOKEN_TTL_DAYS = 30;

  @Transform(emptyToUndefined) @IsOptional() @IsEmail({}, { message: 'ADMIN_EMAIL must be an e-mail address' })
  ADMIN_EMAIL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD?: string;

  @Transform(toBool) @IsOptional() @IsBoolean()
  SEED_DEMO_DATA = true;

  @Transform(toInt) @IsOptional() @IsInt() @Min(1)
  AUTH_RATE_LIMIT_PER_MINUTE = 10;

  @Transform(toInt) @IsOptional() @IsInt() @Min(1)
  FORM_RATE_LIMIT_PER_MINUTE = 5;

  /** Listing writes (reagents, images, CSV imports, reagent requests) per member and route per minute. */
  @Transform(toInt) @IsOptional() @IsInt() @Min(1)
  WRITE_RATE_LIMIT_PER_MINUTE = 30;

  /** Failed sign-ins for one account (from any address) that lock it for SIGN_IN_LOCK_SECONDS. */
  @Transform(toInt) @IsOptional() @IsInt() @Min(3) @Max(1000)
  SIGN_IN_LOCK_AFTER_FAILURES = 10;

  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(86_400)
  SIGN_IN_FAILURE_WINDOW_SECONDS = 900;

  /** Bounded so that an attacker can only ever lock a victim out for this long at a time. */
  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(86_400)
  SIGN_IN_LOCK_SECONDS = 900;

  @IsOptional() @Matches(/^[A-Za-z0-9_.:-]+$/, { message: 'RATE_LIMIT_PREFIX may contain only letters, digits, colon, dot, dash and underscore' })
  RATE_LIMIT_PREFIX = 'reagentswap:rate-limit';

  /**
   * Which peers may tell us the client address in X-Forwarded-For (express 'trust proxy'):
   * `loopback` (a proxy on this machine), a hop count, or a comma list of addresses/subnets.
   * Rate limits key on that address, so trusting too much lets clients pick their own.
   */
  @IsOptional() @Matches(/^(false|\d+|(loopback|linklocal|uniquelocal|[0-9a-fA-F:./]+)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F:./]+))*)$/, {
    message: 'TRUST_PROXY must be loopback, false, a hop count, or a comma list of addresses/subnets',
  })
  TRUST_PROXY = 'loopback';

  @IsOptional() @IsIn(['debug', 'info', 'warn', 'error', 'silent'])
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' | 'silent' = 'info';

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  VAPID_PUBLIC_KEY?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  VAPID_PRIVATE_KEY?: string;

  @IsOptional() @IsString()
  VAPID_SUBJECT = 'mailto:support@reagentswap.local';

  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(20)
  JOB_ATTEMPTS = 5;

  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(3_600_000)
  JOB_BACKOFF_MS = 2000;

  @IsOptional() @Matches(/^[A-Za-z0-9_.-]+$/, { message: 'QUEUE_PREFIX may contain only letters, digits, dot, dash and underscore' })
  QUEUE_PREFIX = 'reagentswap';

  /**
   * When the daily digest (every day) and the weekly digest (Mondays) go out: HH:MM in UTC, or
   * `off`. Unset: 07:00, except under NODE_ENV=test, where only an explicit time schedules them.
   */
  @Transform(emptyToUndefined) @IsOptional() @Matches(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, { message: 'DIGEST_SEND_TIME must be HH:MM (24-hour, UTC) or off' })
  DIGEST_SEND_TIME?: string;

  /**
   * HMAC key of the ledger's signed checkpoints (ADR 0004). It must live outside the database: a
   * database superuser who could read it could re-sign rewritten history. Unset: derived from
   * JWT_SECRET, except in production, which refuses to start without one.
   */
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(32, { message: 'LEDGER_CHECKPOINT_KEY must be at least 32 characters' })
  LEDGER_CHECKPOINT_KEY?: string;

  /** Minutes between scheduled ledger checkpoints; 0 = none on this instance. Unset: 60, except under NODE_ENV=test (none). */
  @Transform(toInt) @IsOptional() @IsInt() @Min(0) @Max(10_080)
  LEDGER_CHECKPOINT_INTERVAL_MINUTES?: number;

  /** Prefix of the socket.io Redis adapter's pub/sub channels (with REDIS_URL); channels ignore the Redis db number. */
  @IsOptional() @Matches(/^[A-Za-z0-9_.:-]+$/, { message: 'REALTIME_REDIS_PREFIX may contain only letters, digits, colon, dot, dash and underscore' })
  REALTIME_REDIS_PREFIX = 'reagentswap:socket.io';

  /** Attempts an event subscriber gets before its delivery is parked for an admin (ADR 0006). */
  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(50)
  EVENT_DELIVERY_ATTEMPTS = 10;

  /** Wait after a subscriber's first failure; doubles after each further one (capped at an hour). */
  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(3_600_000)
  EVENT_DELIVERY_BACKOFF_MS = 1000;

  /**
   * What this process does (ADR 0015): `api` serves HTTP and sockets only; `worker` relays events,
   * runs the queue processors and the schedules, and answers only health probes and /metrics;
   * `all` does both (the single embedded process). A split deployment needs REDIS_URL.
   */
  @IsOptional() @IsIn(['api', 'worker', 'all'], { message: 'APP_ROLE must be api, worker or all' })
  APP_ROLE: 'api' | 'worker' | 'all' = 'all';

  /** Delivered events (outbox rows and their deliveries) are deleted this many hours after delivery; 0 keeps them forever. */
  @Transform(toInt) @IsOptional() @IsInt() @Min(0) @Max(87_600)
  EVENT_RETENTION_HOURS = 168;

  /**
   * Bearer token Prometheus sends to scrape GET /metrics. Unset: /metrics is off (404) in every
   * environment, so metrics are never public by omission (docs/adr/0014-operability.md).
   */
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  /**
   * How close (PostgreSQL trigram similarity of the accent- and case-folded names, 0–1) a listing's
   * name must be to an open request's for the request to match it when they share no CAS number (ADR 0026).
   */
  @Transform(toInt) @IsOptional() @IsNumber() @Min(0.1) @Max(1)
  MATCH_NAME_SIMILARITY = 0.6;

  /** On SIGTERM/SIGINT: how long in-flight requests, sockets and event deliveries get before the process exits anyway. */
  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(600)
  SHUTDOWN_GRACE_SECONDS = 15;
}
