/**
 * Legal pages (terms, privacy notice) are typed data, one file per language, so the page renders
 * them as plain text and a test can check that both languages hold the same sections and facts.
 */

export interface LegalSection {
  /** Kebab-case anchor, identical in every language so links such as #arco-rights keep working. */
  id: string;
  heading: string;
  /** Plain text, no HTML. Rendered before the list, so the last paragraph may introduce it. */
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  /** For example 'Effective 20 April 2017' or 'Vigente desde el 20 de abril de 2017'. */
  effectiveLabel: string;
  lastModifiedLabel?: string;
  sections: LegalSection[];
}
