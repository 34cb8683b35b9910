import { Agent, get, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { IDLE_CONNECTION_MS } from './idle-connections.js';

/** GETs /api/health through `agent`, answering with the connection it used. */
const healthOverConnection = (port: number, agent: Agent) =>
  new Promise<Socket>((resolve, reject) => {
    get({ port, path: '/api/health', agent }, (res) => {
      // Kept now: once the answer has ended, the connection goes back to the agent's pool.
      const connection = res.socket;
      res.resume();
      res.on('end', () => resolve(connection));
    }).on('error', reject);
  });

describe('idle keep-alive connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it('stay open longer than the clients that reuse them: a connection idle past Node’s default 5 s (closed at about 6) still answers', async () => {
    const server = t.app.getHttpServer() as Server;
    expect(server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(server.headersTimeout).toBeGreaterThan(IDLE_CONNECTION_MS);

    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await healthOverConnection(port, agent);
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await healthOverConnection(port, agent)).toBe(first);
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
