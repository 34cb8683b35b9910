import type { ImageFormat } from '@reagentswap/contracts';

// Limits and messages are shared with the browser (its pre-upload checks): @reagentswap/contracts.
export { IMAGE_LIMITS, IMAGE_MESSAGES, type ImageFormat } from '@reagentswap/contracts';

/** The format by the file's first bytes (its name and declared type are the sender's word, not proof). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const starts = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}
