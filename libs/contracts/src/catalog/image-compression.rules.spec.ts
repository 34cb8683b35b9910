import {
  compressionTierFor,
  imageContentType,
  isAcceptedImage,
  qualitiesFor,
  savedPercent,
  scaledSize,
} from './image-compression.rules.js';

const MB = 1024 * 1024;

describe('browser image compression tiers (spec §9)', () => {
  it.each([
    [9 * MB, { maxBytes: 1.5 * MB, quality: 0.6, maxDimension: 1200 }],
    [8 * MB + 1, { maxBytes: 1.5 * MB, quality: 0.6, maxDimension: 1200 }],
    [8 * MB, { maxBytes: 2 * MB, quality: 0.7, maxDimension: 1600 }],
    [4 * MB + 1, { maxBytes: 2 * MB, quality: 0.7, maxDimension: 1600 }],
    [4 * MB, { maxBytes: 2.5 * MB, quality: 0.8, maxDimension: 1920 }],
    [1 * MB + 1, { maxBytes: 2.5 * MB, quality: 0.8, maxDimension: 1920 }],
    [1 * MB, { maxBytes: 3 * MB, quality: 0.9, maxDimension: 1920 }],
    [10, { maxBytes: 3 * MB, quality: 0.9, maxDimension: 1920 }],
  ])('a %d-byte file gets %o', (bytes, tier) => {
    expect(compressionTierFor(bytes)).toMatchObject(tier);
  });

  it('falls back to qualities 0.6, 0.4, 0.2 below the first try', () => {
    expect(qualitiesFor(compressionTierFor(10))).toEqual([0.9, 0.6, 0.4, 0.2]);
    expect(qualitiesFor(compressionTierFor(9 * MB))).toEqual([0.6, 0.4, 0.2]);
  });

  it('scales the longest side down to the tier, never up', () => {
    expect(scaledSize(4000, 3000, 1200)).toEqual({ width: 1200, height: 900 });
    expect(scaledSize(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(800, 600, 1920)).toEqual({ width: 800, height: 600 });
  });

  it('reports the whole percent saved', () => {
    expect(savedPercent(1000, 250)).toBe(75);
    expect(savedPercent(1000, 1200)).toBe(0);
  });
});

describe('accepted images (spec §5)', () => {
  it('accepts by type or by extension, camera files without a type included', () => {
    expect(isAcceptedImage({ name: 'a.bin', type: 'image/webp' })).toBe(true);
    expect(isAcceptedImage({ name: 'IMG_0001.JPG', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isAcceptedImage({ name: 'photo.heic', type: 'image/heic' })).toBe(false);
  });

  it('deduces the content type from the extension when the type is missing, else image/jpeg', () => {
    expect(imageContentType({ name: 'x.png', type: '' })).toBe('image/png');
    expect(imageContentType({ name: 'x', type: '' })).toBe('image/jpeg');
    expect(imageContentType({ name: 'x.png', type: 'image/gif' })).toBe('image/gif');
  });
});
