import { EventEmitter } from 'node:events';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { DATABASE_URL } from '../../../shared/database/database.module.js';
import { PgChannelListener } from '../../../shared/database/pg-channel-listener.js';

/** Fed by the triggers of Migration20261127500100_session_change_notify: a member id, or '*' for everyone. */
export const SESSION_CHANNEL = 'identity_session_changed';
const EVERYONE = '*';
/** A bound on memory, far above the live sessions of one instance: past it the cache starts over. */
const MAX_ENTRIES = 50_000;
/** How long a local change keeps its member out of the cache when its notification never comes (a rollback). */
const CHANGE_WINDOW_MS = 10_000;

/**
 * The accepted answers of the session check (member and session → the member), so a request with
 * a live session pays no database round trip. Only acceptances are kept; refusals always come from
 * the database. Correct only while it hears every change, so:
 *
 * - the database announces each change on SESSION_CHANNEL at commit (triggers), to every
 *   instance, and each drops that member's entries when it hears it;
 * - while the LISTEN connection is down nothing is served from the cache, and everything is dropped
 *   when it is back (changes may have been missed meanwhile);
 * - an answer read while a change was announced (the read may predate it) is not kept: each drop
 *   bumps `generation`, and an answer is only stored if the generation did not move during its read;
 * - identity's own writers call `changing(member)` first: this instance then neither serves nor
 *   stores that member until the change is announced, so a sign-out or suspension answered here is
 *   in force here before its answer leaves, whatever the notification's latency. Other instances
 *   refuse from the moment the notification reaches them (a few milliseconds after the commit).
 */
@Injectable()
export class SessionCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly members = new Map<string, Map<string, AuthenticatedUser>>();
  private readonly changingUntil = new Map<string, number>();
  private readonly heard = new EventEmitter();
  private readonly listener: PgChannelListener;
  private entries = 0;
  private generation = 0;
  private live = false;

  constructor(@Inject(DATABASE_URL) databaseUrl: string) {
    this.heard.setMaxListeners(0);
    this.listener = new PgChannelListener(databaseUrl, SESSION_CHANNEL, {
      notification: (memberId) => this.announced(memberId),
      subscribed: () => this.restart(true),
      lost: () => this.restart(false),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener.stop();
    this.restart(false);
  }

  /** Whether answers are being served from memory (LISTEN in place). */
  get serving(): boolean {
    return this.live;
  }

  /** The cached answer, or `load`'s (the database's), kept when it is an acceptance read in a quiet moment. */
  async lookup(
    memberId: string,
    sessionId: string,
    load: () => Promise<AuthenticatedUser | undefined>,
  ): Promise<AuthenticatedUser | undefined> {
    const cached = this.live && !this.isChanging(memberId) ? this.members.get(memberId)?.get(sessionId) : undefined;
    if (cached) return cached;
    const generation = this.generation;
    const user = await load();
    if (user && this.live && generation === this.generation && !this.isChanging(memberId)) this.store(memberId, sessionId, user);
    return user;
  }

  /** Before identity changes what a member's session check answers (ends a session, suspends, …). */
  changing(memberId: string): void {
    this.changingUntil.set(memberId, Date.now() + CHANGE_WINDOW_MS);
    this.drop(memberId);
  }

  /**
   * Resolves when this instance next hears a change of the member (or of everyone): from then on it
   * refuses what the change ended. Tests wait on it as the proof, instead of sleeping.
   */
  heardChangeOf(memberId: string): Promise<void> {
    return new Promise((resolve) => {
      const onHeard = (heardId: string) => {
        if (heardId !== memberId && heardId !== EVERYONE) return;
        this.heard.off('change', onHeard);
        resolve();
      };
      this.heard.on('change', onHeard);
    });
  }

  private announced(memberId: string): void {
    if (memberId === EVERYONE) {
      this.changingUntil.clear();
      this.restart(this.live);
    } else {
      this.changingUntil.delete(memberId);
      this.drop(memberId);
    }
    this.heard.emit('change', memberId);
  }

  private restart(live: boolean): void {
    this.generation++;
    this.members.clear();
    this.entries = 0;
    this.live = live;
  }

  private drop(memberId: string): void {
    this.generation++;
    const sessions = this.members.get(memberId);
    if (!sessions) return;
    this.entries -= sessions.size;
    this.members.delete(memberId);
  }

  private isChanging(memberId: string): boolean {
    const until = this.changingUntil.get(memberId);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.changingUntil.delete(memberId);
    return false;
  }

  private store(memberId: string, sessionId: string, user: AuthenticatedUser): void {
    if (this.entries >= MAX_ENTRIES) this.restart(this.live);
    let sessions = this.members.get(memberId);
    if (!sessions) this.members.set(memberId, (sessions = new Map()));
    if (!sessions.has(sessionId)) this.entries++;
    sessions.set(sessionId, user);
  }
}
