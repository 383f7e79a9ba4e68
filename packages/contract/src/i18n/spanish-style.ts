/**
 * The Spanish style guide's checkable rules (docs/spanish.md): words and forms a Mexican member
 * should never read in our texts, each with the form to use. Tests run every Spanish text through
 * `spanishStyleProblems`: the web's catalogues, the legal texts, the e-mails and the PDF (web), and
 * the demo content the club ships (API seeds).
 */

/** Tú in the product, its e-mails and messages; usted in the legal texts. */
export type SpanishRegister = 'tu' | 'usted';

interface StyleRule {
  pattern: RegExp;
  use: string;
  /** Only texts in this register break the rule. */
  register?: SpanishRegister;
  /** A text that matches this is an allowed use (the PDF's note that it is not a CFDI). */
  unless?: RegExp;
}

/** Whole words only, accents included ("tú", "expiró"): JavaScript's \b knows only ASCII. */
const words = (source: string, flags = '') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, `u${flags}`);

export const SPANISH_STYLE_RULES: readonly StyleRule[] = [
  {
    pattern: words('facturas?', 'i'),
    use: 'comprobante de pago (a factura is a CFDI)',
    unless: /CFDI/,
  },
  { pattern: words('viajadas?', 'i'), use: 'realizada' },
  {
    pattern: /Centro de Contacto|Atención a Clientes|atención al cliente/i,
    use: 'Atención a Socios',
  },
  { pattern: /(?!Atención a Socios)[Aa]tención a [Ss]ocios/, use: 'Atención a Socios' },
  { pattern: words('desarrollos?|propiedad(es)?', 'i'), use: 'resort' },
  { pattern: words('(socios?|compañías?) de intercambio', 'i'), use: 'empresa de intercambio' },
  { pattern: words('invitados?', 'i'), use: 'huéspedes' },
  { pattern: words('viajero principal', 'i'), use: 'huésped principal' },
  { pattern: words('Tipo de habitación'), use: 'Tipo de unidad' },
  { pattern: words('Panel'), use: 'Inicio' },
  { pattern: words('estatus', 'i'), use: 'Estado' },
  { pattern: words('importe', 'i'), use: 'Monto' },
  { pattern: /procesador de tarjetas/i, use: 'procesador de pagos' },
  { pattern: /comunicaciones mensuales/i, use: 'boletín mensual' },
  { pattern: words('expiró|expirado|expiraron', 'i'), use: 'venció' },
  { pattern: words('[Ii]ntenta de nuevo'), use: 'Inténtalo de nuevo' },
  { pattern: /vuelve a cargar la página/i, use: 'Recarga la página' },
  {
    pattern: words('(escribes|escribir|se escribe) (la|tu) tarjeta', 'i'),
    use: 'capturar los datos de tu tarjeta',
  },
  {
    pattern: words('en (un plazo (máximo )?de |un máximo de )?(<strong>)?24 horas', 'i'),
    use: 'en menos de 24 horas',
  },
  { pattern: words('AM|PM|CST'), use: 'de 9:00 a 20:00 h (hora del centro de México)' },
  { pattern: /hora del centro(?! de México)/, use: 'hora del centro de México' },
  { pattern: /\p{L}\(e?s\)/u, use: 'a plural form by count (1 huésped, 2 huéspedes)' },
  { pattern: words('por favor(?!,)', 'i'), use: 'Por favor, (with its comma)' },
  { pattern: /(^|[^.])\.\.(?!\.)/, use: 'one full stop' },
  { pattern: words('(MXN|USD) ?\\d'), use: '$9,850.00 MXN' },
  { pattern: /(^|[^$\d,.])\d[\d,]*\.\d{2}\s(MXN|USD)/, use: '$9,850.00 MXN' },
  { pattern: /Términos y Condiciones|Aviso de Privacidad/, use: 'sentence case' },
  { pattern: words('le (enviamos|enviaremos|acabamos)'), use: 'te enviamos', register: 'tu' },
  { pattern: words('usted(es)?', 'i'), use: 'tú', register: 'tu' },
  { pattern: words('tú|tus?|contigo', 'i'), use: 'usted', register: 'usted' },
];

/** What a Spanish text breaks of the style guide: one line per rule, empty when none. */
export function spanishStyleProblems(text: string, register: SpanishRegister): string[] {
  return SPANISH_STYLE_RULES.filter(
    (rule) =>
      (!rule.register || rule.register === register) &&
      rule.pattern.test(text) &&
      !rule.unless?.test(text),
  ).map((rule) => `"${text.match(rule.pattern)?.[0]}" → ${rule.use}`);
}
