import { COMPRESSED_IMAGE_TYPE, compressionTierFor, qualitiesFor, savedPercent, scaledSize } from '@reagentswap/contracts';

export interface CompressionResult {
  file: File;
  /** Whole percent saved ('Image compressed by N%'); 0 when the original was kept. */
  savedPercent: number;
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the image'))),
      COMPRESSED_IMAGE_TYPE,
      quality,
    );
  });
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;

/**
 * Spec §5/§9: scale to the size tier's longest side and encode as JPEG at its quality, then at
 * the fallback qualities until the tier's byte bound is met. `onProgress` moves 0 → 100 through
 * decoding, drawing and each encoding pass. Keeps the original when it is already smaller.
 */
export async function compressImage(file: File, onProgress: (percent: number) => void): Promise<CompressionResult> {
  const tier = compressionTierFor(file.size);
  onProgress(5);
  const bitmap = await createImageBitmap(file);
  onProgress(30);
  const size = scaledSize(bitmap.width, bitmap.height, tier.maxDimension);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency: paint white under transparent PNG/GIF/WebP pixels instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  onProgress(50);

  const qualities = qualitiesFor(tier);
  let blob: Blob | undefined;
  for (const [index, quality] of qualities.entries()) {
    blob = await encode(canvas, quality);
    onProgress(50 + Math.round(((index + 1) / qualities.length) * 50));
    if (blob.size <= tier.maxBytes) break;
  }
  onProgress(100);
  if (!blob || blob.size >= file.size) return { file, savedPercent: 0 };
  return {
    file: new File([blob], jpegName(file.name), { type: COMPRESSED_IMAGE_TYPE, lastModified: Date.now() }),
    savedPercent: savedPercent(file.size, blob.size),
  };
}
