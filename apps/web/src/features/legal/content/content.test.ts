import { spanishStyleProblems } from '@mp/contract/i18n/spanish-style';
import { describe, expect, it } from 'vitest';
import type { LegalDocument } from '../legal-document.ts';
import { privacy as privacyEn } from './privacy.en.ts';
import { privacy as privacyEs } from './privacy.es.ts';
import { terms as termsEn } from './terms.en.ts';
import { terms as termsEs } from './terms.es.ts';

const documents = {
  'terms (en)': termsEn,
  'terms (es)': termsEs,
  'privacy (en)': privacyEn,
  'privacy (es)': privacyEs,
} satisfies Record<string, LegalDocument>;

const pairs = [
  ['terms', termsEn, termsEs],
  ['privacy', privacyEn, privacyEs],
] as const;

function allStrings(doc: LegalDocument): string[] {
  return [
    doc.title,
    doc.intro,
    doc.effectiveLabel,
    ...(doc.lastModifiedLabel === undefined ? [] : [doc.lastModifiedLabel]),
    ...doc.sections.flatMap((s) => [s.id, s.heading, ...s.paragraphs, ...(s.list ?? [])]),
  ];
}

/** Whole text in one string with whitespace collapsed, for fact checks. */
function fullText(doc: LegalDocument): string {
  return allStrings(doc).join('\n').replace(/\s+/g, ' ');
}

function expectFacts(doc: LegalDocument, facts: string[]): void {
  const text = fullText(doc);
  const missing = facts.filter((fact) => !text.includes(fact));
  expect(missing).toEqual([]);
}

describe.each(Object.entries(documents))('%s', (_name, doc) => {
  it('has a title, intro and effective label', () => {
    expect(doc.title.trim()).not.toBe('');
    expect(doc.intro.trim()).not.toBe('');
    expect(doc.effectiveLabel.trim()).not.toBe('');
  });

  it('has 8 to 12 sections of 1 to 3 non-empty paragraphs', () => {
    expect(doc.sections.length).toBeGreaterThanOrEqual(8);
    expect(doc.sections.length).toBeLessThanOrEqual(12);
    for (const section of doc.sections) {
      expect(section.heading.trim(), section.id).not.toBe('');
      expect(section.paragraphs.length, section.id).toBeGreaterThanOrEqual(1);
      expect(section.paragraphs.length, section.id).toBeLessThanOrEqual(3);
      for (const paragraph of section.paragraphs) expect(paragraph.trim(), section.id).not.toBe('');
      if (section.list !== undefined) {
        expect(section.list.length, section.id).toBeGreaterThan(0);
        for (const item of section.list) expect(item.trim(), section.id).not.toBe('');
      }
    }
  });

  it('uses unique kebab-case section ids', () => {
    const ids = doc.sections.map((s) => s.id);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds plain text only (no HTML, no stray whitespace)', () => {
    for (const text of allStrings(doc)) {
      expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(text).not.toMatch(/&[a-z]+;/i);
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/ {2}/);
    }
  });

  it('writes the brand as "Member Passport" and nothing else', () => {
    const names = allStrings(doc).flatMap((text) =>
      [...text.matchAll(/member passport/gi)].map(([name]) => name),
    );
    expect(names.filter((name) => name !== 'Member Passport')).toEqual([]);
  });
});

describe.each(pairs)('%s in English and Spanish', (_name, en, es) => {
  it('writes the Spanish in usted and by the style guide (docs/spanish.md)', () => {
    const problems = allStrings(es).flatMap((text) => spanishStyleProblems(text, 'usted'));
    expect(problems).toEqual([]);
  });

  it('has the same section ids in the same order', () => {
    expect(es.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
  });

  it('has the same shape in every section', () => {
    en.sections.forEach((section, index) => {
      const other = es.sections[index];
      expect(other?.paragraphs.length, section.id).toBe(section.paragraphs.length);
      expect(other?.list?.length, section.id).toBe(section.list?.length);
    });
    expect(es.lastModifiedLabel === undefined).toBe(en.lastModifiedLabel === undefined);
  });

  it('is actually translated', () => {
    expect(es.title).not.toBe(en.title);
    en.sections.forEach((section, index) => {
      expect(es.sections[index]?.heading, section.id).not.toBe(section.heading);
      expect(es.sections[index]?.paragraphs[0], section.id).not.toBe(section.paragraphs[0]);
    });
  });
});

describe('terms facts', () => {
  it('are dated 21 January 2022', () => {
    expect(termsEn.effectiveLabel).toBe('Effective 21 January 2022');
    expect(termsEs.effectiveLabel).toBe('Vigente desde el 21 de enero de 2022');
  });

  it('state the facts in English', () => {
    expectFacts(termsEn, [
      'Member Passport',
      'the Club',
      'beta (version 1.0)',
      '365 days a year, 24 hours a day',
      'legal age',
      'customer (member) number',
      'Accounts are personal',
      'Keep your password secret',
      'reset it',
      'resetting your password also changes your login for the Club’s mobile app',
      'only cards issued in your own name',
      'Cards issued to third parties are forbidden',
      'never stored by the portal',
      'a token issued by the provider, the card brand, the last four digits, the expiry date and the billing address',
      'Mexican pesos (MXN) or US dollars (USD), according to your contract',
      'download its invoice',
      'Reservation and contact requests are answered within 24 hours',
      'an agent verifies the changes within 1 to 3 days',
      'delete your profile at any time by removing all the cards enrolled in it',
      'contact customer care',
      'message centre',
      'communication toggles',
      'Monday to Friday from 8am to 8pm and Saturday from 9am to 3pm (Central time)',
      'closed on Sundays',
      'the contact page always shows the current hours',
      'scraping',
      'bypass',
      'In plain words',
      'Changes to these terms',
      'the Spanish version prevails',
      'governed by the laws of Mexico',
      'courts of Mexico City',
      'Ley Federal de Protección al Consumidor',
    ]);
  });

  it('state the facts in Spanish', () => {
    expectFacts(termsEs, [
      'Member Passport',
      'el Club',
      'versión beta (versión 1.0)',
      '365 días del año, las 24 horas del día',
      'mayor de edad',
      'número de cliente (número de socio)',
      'personales e intransferibles',
      'Mantenga su contraseña en secreto',
      'restablézcala',
      'al restablecer su contraseña, también cambia su acceso a la aplicación móvil del Club',
      'Solo puede agregar tarjetas emitidas a su nombre',
      'Está prohibido agregar tarjetas emitidas a nombre de terceros',
      'el portal nunca los almacena',
      'un token emitido por el proveedor, la marca, los últimos cuatro dígitos, la fecha de vencimiento y la dirección de facturación',
      'pesos mexicanos (MXN) o en dólares estadounidenses (USD), según lo establecido en su contrato',
      'descargar el comprobante de pago',
      'Las solicitudes de reservación y de contacto se responden en menos de 24 horas',
      'un agente verifica los cambios en un plazo de 1 a 3 días',
      'eliminar su perfil en cualquier momento retirando todas las tarjetas registradas',
      'Atención a Socios',
      'centro de mensajes',
      'opciones de comunicación de su perfil',
      'de lunes a viernes de 8:00 a 20:00 y los sábados de 9:00 a 15:00 (hora del centro de México)',
      'los domingos permanece cerrado',
      'la página de contacto siempre muestra los horarios vigentes',
      'scraping',
      'eludir',
      'Dicho de forma sencilla',
      'Cambios a estos términos',
      'prevalece la versión en español',
      'se rigen por las leyes de México',
      'tribunales competentes de la Ciudad de México',
      'Ley Federal de Protección al Consumidor',
    ]);
  });
});

describe('privacy notice facts', () => {
  it('is dated 20 April 2017 and last modified 21 January 2022', () => {
    expect(privacyEn.effectiveLabel).toBe('Effective 20 April 2017');
    expect(privacyEn.lastModifiedLabel).toBe('Last modified 21 January 2022');
    expect(privacyEs.effectiveLabel).toBe('Vigente desde el 20 de abril de 2017');
    expect(privacyEs.lastModifiedLabel).toBe('Última modificación: 21 de enero de 2022');
  });

  it('has the anchors the rest of the portal may link to', () => {
    const ids = privacyEn.sections.map((s) => s.id);
    for (const id of ['responsible-party', 'arco-rights', 'exercising-your-rights']) {
      expect(ids).toContain(id);
    }
  });

  it('states the facts in English', () => {
    expectFacts(privacyEn, [
      'Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
      'The Club, operator of the Member Passport portal, is responsible',
      'Identification data',
      'Contact data',
      'Membership and contract data',
      'Payment data',
      'Navigation data',
      'tokenisation',
      'never stored by the portal',
      'Primary purposes',
      'Secondary purposes',
      'monthly communications',
      'communication toggles in your profile',
      'Transfers',
      'ARCO rights',
      '(Access)',
      '(Rectification)',
      '(Cancellation)',
      '(Opposition)',
      'revoke the consent',
      'privacidad@example.com',
      'weekdays from 09:00 to 14:00 and from 16:00 to 19:00, Mexico City time',
      'within 20 business days',
      'within 15 business days after the date of our response',
      'cookies',
      'local storage',
      'language choice',
      'session token',
      'security measures',
      'Changes to this notice',
      'the Spanish version prevails',
      'governed by the laws of Mexico',
    ]);
  });

  it('states the facts in Spanish', () => {
    expectFacts(privacyEs, [
      'Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
      'El Club, operador del portal Member Passport, es el responsable',
      'Datos de identificación',
      'Datos de contacto',
      'Datos de la membresía y del contrato',
      'Datos de pago',
      'Datos de navegación',
      'tokenización',
      'el portal nunca los almacena',
      'Finalidades primarias',
      'Finalidades secundarias',
      'boletín mensual',
      'opciones de comunicación de su perfil',
      'Transferencias',
      'derechos ARCO',
      '(Acceso)',
      '(Rectificación)',
      '(Cancelación)',
      '(Oposición)',
      'revocar el consentimiento',
      'privacidad@example.com',
      'de lunes a viernes, de 09:00 a 14:00 y de 16:00 a 19:00, hora de la Ciudad de México',
      '20 días hábiles',
      'dentro de los 15 días hábiles siguientes',
      'cookies',
      'almacenamiento local',
      'idioma que eligió',
      'token de sesión',
      'medidas de seguridad',
      'Cambios a este aviso',
      'prevalece la versión en español',
      'se rige por las leyes de México',
    ]);
  });
});

describe('every document', () => {
  it('names no company and no vendor', () => {
    for (const doc of Object.values(documents)) {
      expect(fullText(doc)).not.toMatch(
        /cybersource|\bvisa\b|mastercard|\bVIDA\b|S\.A\. de C\.V\./i,
      );
    }
  });
});
