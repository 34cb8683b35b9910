import { randomUUID } from 'node:crypto';
import { pushTopic, pushUrgency } from './push-delivery-options.js';

describe('push delivery options', () => {
  it('derives a Topic a push service accepts (≤ 32 URL-safe base64 characters), one per delivery, stable', () => {
    const id = randomUUID();
    const topic = pushTopic(id);
    expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(pushTopic(id)).toBe(topic);
    expect(pushTopic(randomUUID())).not.toBe(topic);
    expect(pushTopic('0A1B2C3D-0000-4000-8000-00000000000F')).toBe('0a1b2c3d00004000800000000000000f');
  });

  it('refuses anything that is not a delivery id, rather than send a header the push service would refuse', () => {
    expect(() => pushTopic('swap:1')).toThrow(/Not a push delivery id/);
  });

  it('wakes the device for what someone waits on, not for announcements and digests', () => {
    expect(pushUrgency('swap-offer')).toBe('high');
    expect(pushUrgency('swap-response')).toBe('high');
    expect(pushUrgency('message')).toBe('high');
    expect(pushUrgency('account')).toBe('normal');
    expect(pushUrgency('new-reagent')).toBe('low');
    expect(pushUrgency('weekly-digest')).toBe('low');
  });
});
