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

/** Our own illustration of a destination keyword (image_location); Riviera Maya when unknown. */
export function destinationArt(keyword: string): string {
  return ART[keyword.toLowerCase()] ?? rivieraMaya;
}
