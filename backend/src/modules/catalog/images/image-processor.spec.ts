import sharp from 'sharp';
import { IMAGE_DECODES_AT_ONCE, imageDecoding, processReagentImage } from './image-processor.js';

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

describe('processReagentImage under parallel uploads', () => {
  it(`re-encodes at most ${IMAGE_DECODES_AT_ONCE} uploads at once and queues the others instead of failing them`, async () => {
    const upload = await photo();
    let done = false;
    const all = Promise.all(Array.from({ length: 6 }, () => processReagentImage(upload))).finally(() => (done = true));
    let mostRunning = 0;
    let mostWaiting = 0;
    // Sampled on every turn of the event loop while the uploads are processed (no timing involved).
    while (!done) {
      mostRunning = Math.max(mostRunning, imageDecoding.load.running);
      mostWaiting = Math.max(mostWaiting, imageDecoding.load.waiting);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const results = await all;
    expect(results).toHaveLength(6);
    for (const { display } of results) expect(display.key).toMatch(/\.webp$/);
    expect(mostRunning).toBe(IMAGE_DECODES_AT_ONCE);
    expect(mostWaiting).toBeGreaterThan(0);
  });
});
