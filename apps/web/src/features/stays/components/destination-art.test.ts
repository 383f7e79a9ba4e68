import { describe, expect, it } from 'vitest';
import { destinationArt } from './destination-art';

describe('destinationArt', () => {
  it('shows an image the club uploaded (issue 22) by its own address', () => {
    const uploaded = `/api/v1/content_images/${'0a'.repeat(16)}`;
    expect(destinationArt(uploaded)).toBe(uploaded);
  });

  it('gives a keyword our illustration, and nothing else a foreign address', () => {
    expect(destinationArt('acapulco')).not.toBe(destinationArt('los cabos'));
    expect(destinationArt('https://evil.example/x.png')).toBe(destinationArt('riviera maya'));
    expect(destinationArt('/api/v1/content_images/../../etc')).toBe(destinationArt('riviera maya'));
  });
});
