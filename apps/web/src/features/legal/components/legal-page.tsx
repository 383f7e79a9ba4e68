import type { Language } from '@mp/contract/constants';
import { Suspense, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { DocumentTitle } from '@/ui/document-title';
import { Skeleton } from '@/ui/skeleton';
import type { LegalDocument } from '../legal-document';
import styles from './legal-page.module.css';

export type LegalKind = 'terms' | 'privacy';

/** Each document and language is its own chunk: a visitor downloads only what they read. */
const loaders: Record<LegalKind, Record<Language, () => Promise<LegalDocument>>> = {
  terms: {
    en: () => import('../content/terms.en').then((module) => module.terms),
    es: () => import('../content/terms.es').then((module) => module.terms),
  },
  privacy: {
    en: () => import('../content/privacy.en').then((module) => module.privacy),
    es: () => import('../content/privacy.es').then((module) => module.privacy),
  },
};

const cache = new Map<string, Promise<LegalDocument>>();

function loadDocument(kind: LegalKind, language: Language): Promise<LegalDocument> {
  const key = `${kind}:${language}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = loaders[kind][language]();
    cache.set(key, promise);
  }
  return promise;
}

function LegalDocumentView({ kind, language }: { kind: LegalKind; language: Language }) {
  const { t } = useTranslation('legal');
  const document = use(loadDocument(kind, language));

  return (
    <article>
      <DocumentTitle>{document.title}</DocumentTitle>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <h1 className={styles.title} id="legal-top">
            {document.title}
          </h1>
          <ul className={styles.dates}>
            <li className={styles.date}>{document.effectiveLabel}</li>
            {document.lastModifiedLabel && (
              <li className={styles.date}>{document.lastModifiedLabel}</li>
            )}
          </ul>
          <p className={styles.intro}>{document.intro}</p>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.toc} aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className={styles.tocTitle}>
            {t('contents')}
          </h2>
          <ol className={styles.tocList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.content}>
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-heading`}
            >
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <a className={styles.backToTop} href="#legal-top">
            {t('backToTop')}
          </a>
        </div>
      </div>
    </article>
  );
}

function LegalSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <Skeleton width="60%" height={40} />
      <Skeleton width="30%" height={20} />
      <Skeleton height={16} />
      <Skeleton height={16} />
      <Skeleton width="80%" height={16} />
    </div>
  );
}

/** Terms and privacy notice in the interface language, with a table of contents. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const language = useLanguage();

  useEffect(() => {
    // Spec §2: the privacy notice opens at its top, wherever the previous page was scrolled.
    if (kind === 'privacy') window.scrollTo({ top: 0, behavior: 'instant' });
  }, [kind]);

  return (
    <div className={styles.page}>
      <Suspense fallback={<LegalSkeleton />}>
        <LegalDocumentView kind={kind} language={language} />
      </Suspense>
    </div>
  );
}
