/**
 * What the browser does to a photo before it uploads it (spec §5 "Images", §9 compression tiers).
 * Pure, so the tiers are tested once here and the upload form only draws and encodes.
 */

const MB = 1024 * 1024;

export interface CompressionTier {
  /** The tier applies to files strictly larger than this. */
  above: number;
  /** Encode until the result is at most this size (trying the fallback qualities). */
  maxBytes: number;
  quality: number;
  /** Longest side in pixels after scaling down. */
  maxDimension: number;
}

/** Spec §9, largest first: over 8 MB → 1.5 MB, 0.6, 1200 px; over 4 MB → 2 MB, 0.7, 1600; over 1 MB → 2.5 MB, 0.8, 1920; else 3 MB, 0.9, 1920. */
export const IMAGE_COMPRESSION_TIERS: readonly CompressionTier[] = [
  { above: 8 * MB, maxBytes: 1.5 * MB, quality: 0.6, maxDimension: 1200 },
  { above: 4 * MB, maxBytes: 2 * MB, quality: 0.7, maxDimension: 1600 },
  { above: 1 * MB, maxBytes: 2.5 * MB, quality: 0.8, maxDimension: 1920 },
  { above: 0, maxBytes: 3 * MB, quality: 0.9, maxDimension: 1920 },
];

/** Spec §9: when the first encoding is still too large, these qualities are tried in turn. */
export const COMPRESSION_FALLBACK_QUALITIES = [0.6, 0.4, 0.2] as const;

export const COMPRESSED_IMAGE_TYPE = 'image/jpeg';

export function compressionTierFor(bytes: number): CompressionTier {
  return IMAGE_COMPRESSION_TIERS.find((tier) => bytes > tier.above) ?? IMAGE_COMPRESSION_TIERS[IMAGE_COMPRESSION_TIERS.length - 1]!;
}

/** The tier's quality, then each fallback below it (a fallback above the first try would only grow the file). */
export function qualitiesFor(tier: CompressionTier): number[] {
  return [tier.quality, ...COMPRESSION_FALLBACK_QUALITIES.filter((quality) => quality < tier.quality)];
}

/** Scales a picture to fit the tier's longest side, never up. */
export function scaledSize(width: number, height: number, maxDimension: number): { width: number; height: number } {
  const scale = Math.min(1, maxDimension / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** 'Image compressed by N%': the whole percent saved, 0 when nothing was. */
export function savedPercent(before: number, after: number): number {
  if (before <= 0 || after >= before) return 0;
  return Math.round((1 - after / before) * 100);
}

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
const ACCEPTED_TYPES = new Set(Object.values(EXTENSION_TYPES));

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase() ?? '';

/** Spec §5: jpeg, jpg, png, gif, webp by MIME type or by extension (camera files often have no type). */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  return ACCEPTED_TYPES.has(file.type.toLowerCase()) || extensionOf(file.name) in EXTENSION_TYPES;
}

/** Spec §5: from the extension when the type is missing, else the given type, else image/jpeg. */
export function imageContentType(file: { name: string; type: string }): string {
  if (!file.type) return EXTENSION_TYPES[extensionOf(file.name)] ?? COMPRESSED_IMAGE_TYPE;
  return file.type;
}

/** For the file picker's `accept`. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';

export const IMAGE_UPLOAD_MESSAGES = {
  compressed: (percent: number) => `Image compressed by ${percent}%`,
  compressionFailed: 'Image compression failed, using original',
  uploadFailed: 'Failed to upload image. Please try again.',
} as const;
