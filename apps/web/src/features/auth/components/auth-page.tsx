import { CalendarDays, Headset, Palmtree } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import heroUrl from '@/assets/brand/auth-hero.svg?inline';
import { paths } from '@/lib/paths';
import { Card } from '@/ui/card';
import { DocumentTitle } from '@/ui/document-title';
import { Eyebrow } from '@/ui/eyebrow';
import { Tabs } from '@/ui/tabs';
import styles from './auth-page.module.css';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordAlert } from './reset-password-alert';

type AuthTab = 'login' | 'register';

export interface AuthPageProps {
  onSignedIn: () => Promise<void>;
}

/** Spec §2: home, login and register share this page; the path picks the tab. */
export function AuthPage({ onSignedIn }: AuthPageProps) {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const selected: AuthTab = location.pathname.startsWith(paths.register) ? 'register' : 'login';

  const points = [
    { icon: Palmtree, text: t('auth:hero.pointStays') },
    { icon: CalendarDays, text: t('auth:hero.pointPayments') },
    { icon: Headset, text: t('auth:hero.pointCare') },
  ];

  return (
    <div className={styles.page}>
      <DocumentTitle>{t(`auth:tabs.${selected}`)}</DocumentTitle>
      <section className={styles.hero} aria-labelledby="auth-hero-title">
        <div className={styles.heroText}>
          <Eyebrow tone="dark">{t('auth:hero.eyebrow')}</Eyebrow>
          <h1 id="auth-hero-title" className={styles.title}>
            {t('auth:hero.title')}
          </h1>
          <p className={styles.lead}>{t('auth:hero.text')}</p>
          <ul className={styles.points}>
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className={styles.point}>
                <span className={styles.pointIcon}>
                  <Icon size={16} aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        {/* The page's largest paint on a phone, written into it (1.6 KB gzip): painted with the
            prerendered page's first paint, no request of its own (docs/decisions.md "The sign-in
            picture in the page"). */}
        <img className={styles.art} src={heroUrl} alt="" />
      </section>
      <div className={styles.panel}>
        <Card className={styles.card}>
          <Tabs
            label={t('auth:tabs.label')}
            tabs={[
              { key: 'login', label: t('auth:tabs.login') },
              { key: 'register', label: t('auth:tabs.register') },
            ]}
            selectedKey={selected}
            onSelect={(tab) => {
              // Keep the location a member was sent from, so a login still returns them there.
              if (tab !== selected)
                void navigate(`/${tab}`, { replace: true, state: location.state });
            }}
          >
            {selected === 'login' ? <LoginForm onSignedIn={onSignedIn} /> : <RegisterForm />}
          </Tabs>
        </Card>
      </div>
      <ResetPasswordAlert />
    </div>
  );
}
