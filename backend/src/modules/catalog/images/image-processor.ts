import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { Semaphore } from '../../../shared/concurrency/semaphore.js';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { IMAGE_LIMITS, IMAGE_MESSAGES, sniffImageFormat } from './image-rules.js';

export interface ProcessedImage {
  data: Buffer;
  /** Content-hashed file name: the same bytes always get the same name, so it may be cached forever. */
  key: string;
  width: number;
  height: number;
}

/**
 * Decodes at once per process. A 50 MP upload decodes to about 200 MB of pixels, so parallel
 * uploads queue here (answered a little later) rather than exhausting memory; two keeps both
 * cores busy, and sharp spreads each re-encode over its own threads.
 */
export const IMAGE_DECODES_AT_ONCE = 2;
export const imageDecoding = new Semaphore(IMAGE_DECODES_AT_ONCE);

const refuse = (message: string) => ValidationFailedError.of('image', message);
const keyOf = (data: Buffer) => `${createHash('sha256').update(data).digest('hex')}.webp`;

/**
 * Turns an upload into the two files we serve: a display size and a thumbnail, both WebP,
 * re-encoded from the decoded pixels so no metadata (GPS, camera serials) and no smuggled bytes
 * survive. The content is sniffed first; the pixel count is read from the header and bounded
 * before anything is decoded, and sharp's own `limitInputPixels` guards the decode as well.
 */
export async function processReagentImage(upload: Buffer): Promise<{ display: ProcessedImage; thumbnail: ProcessedImage }> {
  if (!sniffImageFormat(upload)) throw refuse(IMAGE_MESSAGES.notAnImage);
  const header = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refuse(IMAGE_MESSAGES.unreadable);
    });
  if (!header.width || !header.height) throw refuse(IMAGE_MESSAGES.unreadable);
  if (header.width * header.height > IMAGE_LIMITS.maxPixels) throw refuse(IMAGE_MESSAGES.tooManyPixels);

  // First frame only (an animated GIF becomes a still); EXIF orientation applied, then dropped.
  const decoded = () => sharp(upload, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error', animated: false }).rotate();
  try {
    return await imageDecoding.run(async () => {
      const [display, thumbnail] = await Promise.all([
        encode(decoded(), IMAGE_LIMITS.displaySize, 82),
        encode(decoded(), IMAGE_LIMITS.thumbnailSize, 75),
      ]);
      return { display, thumbnail };
    });
  } catch (error) {
    if (error instanceof ValidationFailedError) throw error;
    throw refuse(IMAGE_MESSAGES.unreadable);
  }
}

async function encode(image: ReturnType<typeof sharp>, size: number, quality: number): Promise<ProcessedImage> {
  const { data, info } = await image
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, key: keyOf(data), width: info.width, height: info.height };
}
