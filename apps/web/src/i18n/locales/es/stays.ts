import type { Catalog } from '../../catalog';
import type { stays as en } from '../en/stays';

export const stays: Catalog<typeof en> = {
  highlights: {
    title: 'Destinos destacados',
    subtitle: 'Lugares para planear tu próxima estancia.',
    previous: 'Destino anterior',
    next: 'Destino siguiente',
    slide: '{{index}} de {{count}}',
    discover: 'Descubre {{name}}',
    loading: 'Cargando destinos…',
    error: 'No pudimos cargar los destinos.',
    retry: 'Intentar de nuevo',
  },
  highlight: {
    readMore: 'Leer más',
    buy: 'Ver ofertas',
    opensInNewTab: '(se abre en una pestaña nueva)',
    back: 'Volver al inicio',
    notFoundTitle: 'Este destino no está disponible',
    notFoundText: 'Es posible que se haya retirado. Explora los otros destinos desde tu inicio.',
    errorTitle: 'No pudimos cargar este destino',
    errorText: 'Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    loading: 'Cargando el destino…',
  },
  exchanges: {
    title: 'Tus empresas de intercambio',
    subtitle:
      'Cambia tus semanas por estancias en todo el mundo con las empresas a las que perteneces.',
    visit: 'Visitar {{name}}',
    rci: 'Miles de resorts afiliados en todo el mundo.',
    interval: 'Intercambios y escapadas en más de 80 países.',
    dae: 'Intercambios flexibles sin cuota anual.',
    iceGallery: 'Cruceros, tours y experiencias de viaje.',
    sfx: 'Club de intercambio de resorts preferentes.',
    thirdHome: 'Intercambio de residencias de lujo.',
    clubFreedom: 'Los beneficios de viaje del propio club.',
    registry: 'Residencias y yates de lujo.',
    vida: 'Experiencias en los destinos Vidanta.',
    other: 'Empresa de intercambio.',
  },
};
