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
  exchangesPage: {
    title: 'Empresas de intercambio',
    subtitle:
      'Cambia tus semanas por estancias en todo el mundo con las empresas de intercambio a las que perteneces.',
    listTitle: 'Tus empresas',
    count_one: 'Perteneces a {{count}} empresa de intercambio.',
    count_other: 'Perteneces a {{count}} empresas de intercambio.',
    previous: 'Empresa anterior',
    next: 'Empresa siguiente',
    slide: '{{index}} de {{count}}',
    loading: 'Cargando tus empresas de intercambio…',
    errorTitle: 'No pudimos cargar tus empresas de intercambio',
    errorText: 'Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    empty:
      'Aún no perteneces a ninguna empresa de intercambio. Atención a Socios te puede decir cómo afiliarte.',
    help: {
      title: 'Antes de intercambiar',
      weeksTitle: 'Revisa tus semanas disponibles',
      weeksText:
        'En tus contratos ves las semanas que ya usaste y las que todavía puedes depositar.',
      weeksLink: 'Ver mis contratos',
      bookTitle: 'Reserva en el sitio de cada empresa',
      bookText:
        'Cada empresa tiene sus propios resorts, cuotas y periodos de reservación. Inicia sesión ahí con la membresía que tienes con cada una.',
      careTitle: '¿Necesitas ayuda?',
      careText: 'Atención a Socios te dice qué semanas puedes intercambiar y cómo depositarlas.',
      careLink: 'Escribir a Atención a Socios',
    },
  },
  externalSite: {
    call: 'Llamar al {{phone}}',
    write: 'Escribir a Atención a Socios',
    hours:
      'Lunes a viernes, de 9:00 a 20:00 h; sábados, de 9:00 a 18:00 h (hora del centro de México).',
  },
  clubBenefits: {
    title: 'Beneficios de Club Freedom',
    subtitle: 'Viaja más allá de tus semanas en el resort, con tarifas de socio en todo el mundo.',
    logo: 'Club Freedom',
    eyebrow: 'Un beneficio de tu membresía',
    heroTitle: 'Tu pasaporte a más escapadas',
    heroText:
      'Club Freedom es el programa de beneficios de viaje del club. Con tu membresía reservas hoteles, cruceros, renta de autos y actividades con tarifas exclusivas para socios, todo el año y mucho más allá de tus semanas en el resort.',
    cta: 'Ir a Club Freedom',
    unavailableTitle: 'El sitio de Club Freedom todavía no está vinculado aquí',
    unavailableText:
      'Atención a Socios puede activar tus beneficios y ayudarte con tu primera reservación. Ten a la mano tu número de socio.',
    whatTitle: 'Qué puedes reservar',
    items: {
      hotels: {
        title: 'Hoteles y resorts',
        text: 'Tarifas de socio en hoteles y resorts de todo el mundo, desde escapadas a la ciudad hasta vacaciones de playa.',
      },
      cruises: {
        title: 'Cruceros',
        text: 'Cruceros por mar y por río a precios de socio, para un fin de semana o un gran viaje.',
      },
      cars: {
        title: 'Renta de autos',
        text: 'Un auto esperándote en tu destino, para que el viaje empiece en cuanto aterrizas.',
      },
      activities: {
        title: 'Tours y actividades',
        text: 'Excursiones, espectáculos y experiencias para aprovechar al máximo cada destino.',
      },
    },
    howTitle: 'Cómo usar tus beneficios',
    steps: {
      open: 'Abre Club Freedom con el botón de esta página. Se abre en una pestaña nueva, así tu portal se queda donde lo dejaste.',
      openByCare: 'Llama o escribe a Atención a Socios: ellos te dan acceso a Club Freedom.',
      signIn: 'Inicia sesión con tus datos de socio. Tu número de socio está en Mi cuenta.',
      book: 'Busca, compara y reserva: las tarifas de socio aparecen mientras navegas, y Club Freedom confirma cada reservación por correo.',
    },
    accountLink: 'Ir a Mi cuenta',
    note: 'Club Freedom funciona en su propio sitio, con sus propios términos y aviso de privacidad. Ahí se fijan las tarifas y la disponibilidad, que pueden cambiar.',
  },
  preRegistration: {
    title: 'Prerregistro',
    subtitle: 'Haz tu check-in en línea antes de viajar y empieza tus vacaciones desde que llegas.',
    eyebrow: 'Check-in en línea',
    heroTitle: 'Evita la espera en recepción',
    heroText:
      'El prerregistro es tu check-in en línea. Envía los datos de tus huéspedes y de tu llegada antes de viajar y el resort tendrá todo listo: en recepción solo muestras tu identificación, firmas y recoges tus llaves.',
    cta: 'Iniciar mi prerregistro',
    unavailableTitle: 'El prerregistro en línea todavía no está vinculado aquí',
    unavailableText:
      'Atención a Socios puede hacer el prerregistro de tu estancia por ti. Ten a la mano tu número de confirmación.',
    needTitle: 'Qué necesitas',
    needs: {
      confirmation: {
        title: 'Tu número de confirmación',
        text: 'Viene en el correo de confirmación de tu reservación y en Mis reservaciones.',
      },
      guests: {
        title: 'Tus huéspedes',
        text: 'El nombre completo de cada persona que se hospeda contigo y la edad de los menores.',
      },
      id: {
        title: 'Una identificación oficial',
        text: 'El pasaporte o la identificación con fotografía del huésped principal: la misma que mostrarás al llegar.',
      },
      arrival: {
        title: 'Tu llegada',
        text: 'La fecha y la hora aproximada de tu llegada, y tu vuelo si llegas en avión.',
      },
    },
    howTitle: 'Cómo funciona',
    steps: {
      open: 'Abre el prerregistro con el botón de esta página. Se abre en una pestaña nueva.',
      openByCare:
        'Llama o escribe a Atención a Socios con tu número de confirmación y los datos de arriba: ellos hacen el prerregistro de tu estancia.',
      fill: 'Busca tu reservación con su número de confirmación y completa los datos de tus huéspedes y de tu llegada.',
      arrive:
        'Recibes una confirmación por correo. Al llegar, muestra tu identificación en recepción y recoge tus llaves.',
    },
    note: 'El prerregistro es para reservaciones confirmadas. Si acabas de solicitar una estancia, espera su confirmación antes de empezar.',
  },
};
