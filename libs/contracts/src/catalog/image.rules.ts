/** Reagent image limits and messages (spec §5 "Images", §9; design.md §7). */
export const IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Decoded size bound against decompression bombs: a 12-megapixel phone photo fits four times over. */
  maxPixels: 50_000_000,
  displaySize: 1600,
  thumbnailSize: 480,
} as const;

/** Formats the server accepts, by content (spec §5: jpeg, jpg, png, gif, webp). */
export const IMAGE_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_MESSAGES = {
  tooLarge: 'Image file too large. Maximum size is 10MB.',
  missing: 'Please choose an image to upload',
  notAnImage: 'Only JPEG, PNG, GIF or WebP images can be uploaded',
  tooManyPixels: 'This image has too many pixels to process (at most 50 megapixels, e.g. 8000 × 6000). Please choose a smaller image.',
  unreadable: 'The image could not be read. Please choose another file.',
} as const;
