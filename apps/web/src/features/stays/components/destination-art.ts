import acapulco from '@/assets/destinations/acapulco.svg';
import joya from '@/assets/destinations/joya.svg';
import jungala from '@/assets/destinations/jungala.svg';
import losCabos from '@/assets/destinations/los-cabos.svg';
import mazatlan from '@/assets/destinations/mazatlan.svg';
import nuevoVallarta from '@/assets/destinations/nuevo-vallarta.svg';
import puertoPenasco from '@/assets/destinations/puerto-penasco.svg';
import puertoVallarta from '@/assets/destinations/puerto-vallarta.svg';
import rivieraMaya from '@/assets/destinations/riviera-maya.svg';

const ART: Readonly<Record<string, string>> = {
  acapulco,
  joya,
  jungala,
  'los cabos': losCabos,
  mazatlan,
  'nuevo vallarta': nuevoVallarta,
  'puerto penasco': puertoPenasco,
  'puerto vallarta': puertoVallarta,
  'riviera maya': rivieraMaya,
};

/** An image the club uploaded (issue 22): served by the API from the database, same origin. */
const UPLOADED_IMAGE = /^\/api\/v1\/content_images\/[0-9a-f]{32}$/;

/**
 * A highlight's picture (image_location): an uploaded image's address as it is, else our own
 * illustration of a destination keyword; Riviera Maya when unknown.
 */
export function destinationArt(keyword: string): string {
  if (UPLOADED_IMAGE.test(keyword)) return keyword;
  return ART[keyword.toLowerCase()] ?? rivieraMaya;
}
