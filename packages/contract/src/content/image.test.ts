import { describe, expect, it } from 'vitest';
import { imageKeyOf, imagePath, sniffImage } from './image.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffImage', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(sniffImage(webp)).toBe('image/webp');
  });

  it('refuses anything else, whatever its name said', () => {
    expect(sniffImage(new TextEncoder().encode('<svg onload="alert(1)"></svg>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImage(bytes(0x89, 0x50))).toBeNull();
    expect(sniffImage(bytes())).toBeNull();
  });
});

describe('image addresses', () => {
  it('names an uploaded image by its key, and nothing else', () => {
    const key = 'a'.repeat(32);
    expect(imageKeyOf(imagePath(key))).toBe(key);
    expect(imageKeyOf('acapulco')).toBeNull();
    expect(imageKeyOf(imagePath('../../etc/passwd'))).toBeNull();
    expect(imageKeyOf(imagePath('A'.repeat(32)))).toBeNull();
  });
});
