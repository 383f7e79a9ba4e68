import { describe, expect, it } from 'vitest';
import { accessEmailsEs } from '../access/emails.es.ts';
import { paymentsEmailsEs } from '../payments/emails.es.ts';
import { profileEmailsEs } from '../profile/emails.es.ts';
import { staysEmailsEs } from '../stays/emails.es.ts';
import { consoleValidationEs } from './console-validation.es.ts';
import { emailLayoutEs } from './emails.es.ts';
import { messagesEs } from './messages.es.ts';
import { spanishStyleProblems } from './spanish-style.ts';
import { validationEs } from './validation.es.ts';

describe('spanishStyleProblems (docs/spanish.md)', () => {
  it.each([
    ['Descargar factura', 'comprobante de pago'],
    ['Estado: viajada', 'realizada'],
    ['Comunícate con el Centro de Contacto para ponerlo al corriente.', 'Atención a Socios'],
    ['Por favor comunícate con atención a socios.', 'Atención a Socios'],
    ['Desarrollo', 'resort'],
    ['Socios de intercambio', 'empresa de intercambio'],
    ['Elige destino, fechas e invitados', 'huéspedes'],
    ['El enlace de activación expiró.', 'venció'],
    ['Revisa tu conexión e intenta de nuevo.', 'Inténtalo'],
    ['lunes a viernes de 9 AM a 8 PM CST', 'hora del centro de México'],
    ['de 9:00 a 20:00 h (hora del centro)', 'hora del centro de México'],
    ['2 huésped(es) y 1 menor(es)', 'plural'],
    ['Por favor recarga la página.', 'comma'],
    ['Ocurrió un error, por favor inténtalo de nuevo..', 'one full stop'],
    ['Total: MXN 9,850.00', '$9,850.00 MXN'],
    ['Recibimos tu pago de 9,850.00 MXN', '$9,850.00 MXN'],
    ['Respondemos en un plazo de 24 horas.', 'en menos de 24 horas'],
    ['le enviamos un nuevo enlace', 'te enviamos'],
    ['Aviso de Privacidad', 'sentence case'],
  ])('flags "%s"', (text, use) => {
    expect(spanishStyleProblems(text, 'tu').join(' ')).toContain(use);
  });

  it.each([
    'Descargar comprobante de pago',
    'Este comprobante de pago no es una factura fiscal (CFDI). ¿Necesitas factura?',
    'Por favor, comunícate con Atención a Socios.',
    'Lunes a viernes, de 9:00 a 20:00 h (hora del centro de México)',
    'Recibimos tu pago de $9,850.00 MXN y de $612.00 USD.',
    'Los pagos se cobran en la moneda de tu contrato (MXN o USD).',
    'Respondemos en menos de 24 horas. El portal está disponible las 24 horas.',
    'Cargando…',
    'Tu dirección de facturación',
  ])('accepts "%s"', (text) => {
    expect(spanishStyleProblems(text, 'tu')).toEqual([]);
  });

  it('keeps each register: tú in the product, usted in the legal texts', () => {
    expect(spanishStyleProblems('Le pedimos a usted leerlos con atención.', 'tu')).toHaveLength(1);
    expect(spanishStyleProblems('Le pedimos a usted leerlos con atención.', 'usted')).toEqual([]);
    expect(spanishStyleProblems('Revisa tus datos.', 'usted')).toHaveLength(1);
    expect(spanishStyleProblems('Revisa tus datos.', 'tu')).toEqual([]);
  });
});

describe('the contract’s Spanish texts follow the style guide', () => {
  const catalogues = {
    messages: messagesEs,
    validation: validationEs,
    'console validation': consoleValidationEs,
    'e-mail layout': emailLayoutEs,
    'access e-mails': accessEmailsEs,
    'payments e-mails and PDF': paymentsEmailsEs,
    'profile e-mails': profileEmailsEs,
    'stays e-mails and calendar': staysEmailsEs,
  };
  it.each(Object.entries(catalogues))('%s', (_name, catalogue) => {
    const problems = Object.entries(catalogue).flatMap(([key, text]) =>
      spanishStyleProblems(text, 'tu').map((problem) => `${key}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
