import { IMAGE_KEY_PATTERN, IMAGE_PATH_PREFIX, type ImageMediaType } from './constants.ts';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * What a file is by its first bytes, whatever it is called or claims to be: PNG, JPEG or WebP,
 * else null (an SVG, which may hold script, a GIF, a PDF, text).
 */
export function sniffImage(bytes: Uint8Array): ImageMediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The address an uploaded image is served from (a highlight's image_location). */
export const imagePath = (imageKey: string) => `${IMAGE_PATH_PREFIX}${imageKey}`;

/** The key of an uploaded image's address, or null when the location is a destination keyword. */
export function imageKeyOf(location: string): string | null {
  if (!location.startsWith(IMAGE_PATH_PREFIX)) return null;
  const imageKey = location.slice(IMAGE_PATH_PREFIX.length);
  return IMAGE_KEY_PATTERN.test(imageKey) ? imageKey : null;
}
