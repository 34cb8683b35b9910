import { jest } from '@jest/globals';
import { PgChannelListener, type ChannelHandlers } from '../../../shared/database/pg-channel-listener.js';
import { SessionCache } from './session-cache.js';

const alice = { id: 'alice', email: 'alice@test.example', isAdmin: false };

/** A cache whose LISTEN connection is driven by the test (no database). */
async function cacheWithChannel() {
  let handlers!: ChannelHandlers;
  jest.spyOn(PgChannelListener.prototype, 'start').mockImplementation(async function (this: PgChannelListener) {
    handlers = (this as unknown as { handlers: ChannelHandlers }).handlers;
    handlers.subscribed();
  });
  jest.spyOn(PgChannelListener.prototype, 'stop').mockResolvedValue();
  const cache = new SessionCache('postgres://unused');
  await cache.onApplicationBootstrap();
  const load = jest.fn(async () => alice);
  return { cache, load, channel: () => handlers };
}

describe('SessionCache', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads a session once, then answers from memory until the database announces a change of the member', async () => {
    const { cache, load, channel } = await cacheWithChannel();
    await cache.lookup('alice', 's1', load);
    await cache.lookup('alice', 's1', load);
    expect(load).toHaveBeenCalledTimes(1);
    channel().notification('bob');
    await cache.lookup('alice', 's1', load);
    expect(load).toHaveBeenCalledTimes(1);
    channel().notification('alice');
    await cache.lookup('alice', 's1', load);
    expect(load).toHaveBeenCalledTimes(2);
    channel().notification('*');
    await cache.lookup('alice', 's1', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never keeps a refusal', async () => {
    const { cache } = await cacheWithChannel();
    const refuse = jest.fn(async () => {
      throw new Error('SESSION_ENDED');
    });
    await expect(cache.lookup('alice', 's1', refuse)).rejects.toThrow('SESSION_ENDED');
    await expect(cache.lookup('alice', 's1', refuse)).rejects.toThrow('SESSION_ENDED');
    expect(refuse).toHaveBeenCalledTimes(2);
  });

  it('after a local change, neither serves nor stores the member until the change is announced', async () => {
    const { cache, load, channel } = await cacheWithChannel();
    await cache.lookup('alice', 's1', load);
    cache.changing('alice');
    await cache.lookup('alice', 's1', load);
    await cache.lookup('alice', 's1', load);
    expect(load).toHaveBeenCalledTimes(3);
    channel().notification('alice');
    await cache.lookup('alice', 's1', load);
    await cache.lookup('alice', 's1', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep an answer read while a change was announced (the read may predate it)', async () => {
    const { cache, load, channel } = await cacheWithChannel();
    let release!: () => void;
    const slow = jest.fn(() => new Promise<typeof alice>((resolve) => (release = () => resolve(alice))));
    const pending = cache.lookup('alice', 's1', slow);
    channel().notification('alice');
    release();
    await pending;
    await cache.lookup('alice', 's1', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the database while not listening, and starts over once listening again', async () => {
    const { cache, load, channel } = await cacheWithChannel();
    await cache.lookup('alice', 's1', load);
    channel().lost();
    expect(cache.serving).toBe(false);
    await cache.lookup('alice', 's1', load);
    await cache.lookup('alice', 's1', load);
    expect(load).toHaveBeenCalledTimes(3);
    channel().subscribed();
    await cache.lookup('alice', 's1', load);
    await cache.lookup('alice', 's1', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('tells a waiting test when it heard a change of the member', async () => {
    const { cache, channel } = await cacheWithChannel();
    const heard = cache.heardChangeOf('alice');
    let done = false;
    void heard.then(() => (done = true));
    channel().notification('bob');
    await Promise.resolve();
    expect(done).toBe(false);
    channel().notification('alice');
    await heard;
  });
});
