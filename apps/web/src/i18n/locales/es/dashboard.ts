import type { Catalog } from '../../catalog';
import type { dashboard as en } from '../en/dashboard';

export const dashboard: Catalog<typeof en> = {
  title: 'Inicio',
  welcome: {
    eyebrow: 'Tu Member Passport',
    title: 'Te damos la bienvenida, {{name}}',
    titleNoName: 'Te damos la bienvenida',
    text: 'Tus semanas bajo el sol, tus contratos y tus mensajes, todo en un solo lugar.',
  },
  membership: {
    title: 'Tu membresía',
    memberId: 'Número de socio',
    email: 'Correo electrónico',
    resort: 'Resort de origen',
    resortLogo: 'Logotipo de {{resort}}',
    notProvided: 'Sin registrar',
  },
  stats: {
    title: 'De un vistazo',
    contracts: 'Contratos vacacionales',
    unread: 'Mensajes sin leer',
    payments: 'Pagos pendientes',
  },
  loading: 'Cargando tu membresía…',
  error: {
    title: 'No pudimos cargar tu membresía',
    text: 'Por favor, revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
  },
  contact: {
    title: 'Contáctanos',
    subtitle:
      'Escribe a Atención a Socios: respondemos en menos de 24 horas, en tu centro de mensajes y por correo.',
    faqPrompt: 'Tal vez tu pregunta ya tenga respuesta en las',
    faqLink: 'preguntas frecuentes',
    formTitle: 'Envíanos un mensaje',
    reason: 'Motivo',
    reasonPlaceholder: 'Elige un motivo',
    subject: 'Asunto',
    subjectHint: 'El título de la conversación en tus mensajes; si lo dejas vacío, el motivo.',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    message: 'Mensaje',
    messageHint: 'Como máximo 2,000 caracteres.',
    needToContactMe: 'Por favor, llámenme',
    submit: 'Enviar mensaje',
    submitWhy:
      'Elige un motivo, ingresa tu teléfono y tu correo, y escribe tu mensaje para enviarlo.',
    phoneTitle: 'Llámanos sin costo',
    hoursTitle: 'Horario de atención',
    weekdays: 'Lunes a viernes, de 9:00 a 20:00 h (hora del centro de México)',
    saturday: 'Sábados, de 9:00 a 18:00 h (hora del centro de México)',
    sunday: 'Domingos: cerrado',
    careText:
      'Nuestro equipo de Atención a Socios te ayuda con tus contratos, pagos, estancias y tu cuenta.',
    reasonsError: 'No pudimos cargar los motivos. Inténtalo de nuevo.',
  },
  moreAbout: {
    title: 'Más sobre Member Passport',
    whatTitle: 'Qué es',
    whatText:
      'Member Passport es el portal del club para sus socios: tus contratos y semanas, tus pagos y comprobantes de pago, tus reservaciones y tus conversaciones con Atención a Socios, en español o inglés, en cualquier dispositivo.',
    whatLink: 'Acerca de Member Passport',
    howTitle: 'Cómo funciona',
    howText: 'Un recorrido breve por lo que puedes hacer aquí, con subtítulos.',
    videoLabel: 'Video: cómo funciona Member Passport',
  },
};
