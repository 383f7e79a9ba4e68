// The "how it works" clip's scenes and captions, in both languages (render-how-it-works.mjs).
export const SCENE_SECONDS = 4;
export const FADE_SECONDS = 0.8;

export const SCENES = {
  en: [
    {
      art: 'riviera-maya',
      eyebrow: 'Member Passport',
      title: 'Your weeks in the sun, in one place',
      text: 'Sign in and see your contracts, with your total, used and available weeks.',
    },
    {
      art: 'los-cabos',
      eyebrow: 'Pay online',
      title: 'Installments and fees, paid in minutes',
      text: 'Use a saved card or a new one, and download every invoice.',
    },
    {
      art: 'nuevo-vallarta',
      eyebrow: 'Reservations',
      title: 'Request your next stay',
      text: 'Choose the destination, the dates and your guests: we confirm within 24 hours.',
    },
    {
      art: 'puerto-vallarta',
      eyebrow: 'Member Care',
      title: 'Always a message away',
      text: 'Write to us from the portal and read every answer in your message centre.',
    },
  ],
  es: [
    {
      art: 'riviera-maya',
      eyebrow: 'Member Passport',
      title: 'Tus semanas bajo el sol, en un solo lugar',
      text: 'Inicia sesión y ve tus contratos, con tus semanas totales, usadas y disponibles.',
    },
    {
      art: 'los-cabos',
      eyebrow: 'Paga en línea',
      title: 'Mensualidades y cuotas, pagadas en minutos',
      text: 'Usa una tarjeta guardada o una nueva, y descarga cada comprobante de pago.',
    },
    {
      art: 'nuevo-vallarta',
      eyebrow: 'Reservaciones',
      title: 'Solicita tu próxima estancia',
      text: 'Elige el destino, las fechas y tus huéspedes: confirmamos en menos de 24 horas.',
    },
    {
      art: 'puerto-vallarta',
      eyebrow: 'Atención a Socios',
      title: 'Siempre a un mensaje de distancia',
      text: 'Escríbenos desde el portal y lee cada respuesta en tu centro de mensajes.',
    },
  ],
};

const stamp = (seconds) => {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  return `00:00:${String(whole).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
};

/** WebVTT captions: each scene's title and text while it is on screen. */
export function captionsOf(lang) {
  const step = SCENE_SECONDS - FADE_SECONDS;
  const cues = SCENES[lang].map((scene, i) => {
    const start = i * step;
    const end = i === SCENES[lang].length - 1 ? start + SCENE_SECONDS : (i + 1) * step;
    return `${i + 1}\n${stamp(start)} --> ${stamp(end)}\n${scene.title}.\n${scene.text}\n`;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
}
