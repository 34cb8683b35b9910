import { sniffImageFormat } from './image-rules.js';

describe('sniffImageFormat', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0)],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['gif', bytes('GIF89a', 0)],
    ['gif', bytes('GIF87a', 0)],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBP', 'VP8 ')],
  ])('recognises %s by its first bytes', (format, data) => {
    expect(sniffImageFormat(data)).toBe(format);
  });

  it.each([
    ['a text file renamed .jpg', bytes('hello, this is not an image')],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an empty file', bytes()],
  ])('refuses %s', (_label, data) => {
    expect(sniffImageFormat(data)).toBeUndefined();
  });
});
