import { MEMBER_LOOKUP_QUERY_MAX_LENGTH } from '@mp/contract/desk/constants';
import type { MemberLookupItem } from '@mp/contract/desk/schemas';
import { useQuery } from '@tanstack/react-query';
import { Search, UserSearch } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '@/staff/lib/console-page';
import { deskStyles as desk, LoadError } from '@/staff/lib/desk';
import { staffPaths } from '@/staff/lib/paths';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { lookupQuery } from './api/members';
import styles from './members.module.css';

const isSearchable = (q: string) => /^\d+$/.test(q) || q.length >= 2;

/** The member lookup: by member id, e-mail or name; the query lives in the URL. */
export function Component() {
  const { t } = useConsoleText('consoleDesk');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const searchable = isSearchable(q);
  const results = useQuery(lookupQuery(searchable ? q : ''));
  const [text, setText] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setTooShort(!isSearchable(value));
    if (isSearchable(value)) setParams({ q: value });
  };
  return (
    <ConsolePage title={t('members.title')} subtitle={t('members.subtitle')}>
      <search>
        <form className={styles.search} onSubmit={onSubmit}>
          <TextField
            label={t('members.search')}
            hint={t('members.searchHint')}
            type="search"
            autoComplete="off"
            maxLength={MEMBER_LOOKUP_QUERY_MAX_LENGTH}
            value={text}
            errors={tooShort ? ['required'] : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" icon={<Search size={18} aria-hidden="true" />}>
            {t('members.submit')}
          </Button>
        </form>
      </search>
      {!searchable ? (
        <EmptyState
          icon={<UserSearch size={28} aria-hidden="true" />}
          title={t('members.startTitle')}
          text={t('members.startText')}
        />
      ) : results.isError ? (
        <LoadError onRetry={() => results.refetch()} />
      ) : !results.data ? (
        <div aria-busy="true" className={desk.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={72} radius={12} />
          ))}
        </div>
      ) : results.data.length === 0 ? (
        <EmptyState
          icon={<UserSearch size={28} aria-hidden="true" />}
          title={t('members.emptyTitle')}
          text={t('members.emptyText')}
        />
      ) : (
        <>
          <p className={desk.count} aria-live="polite">
            {t('members.count', { count: results.data.length })}
          </p>
          <ol className={desk.list}>
            {results.data.map((member) => (
              <Result key={member.id} member={member} t={t} />
            ))}
          </ol>
        </>
      )}
    </ConsolePage>
  );
}

function Result({ member, t }: { member: MemberLookupItem; t: ConsoleT<'consoleDesk'> }) {
  const name = `${member.first_name} ${member.last_name}`;
  return (
    <li>
      <Card className={styles.result}>
        <Link
          className={styles.link}
          to={`${staffPaths.memberLookup}/${member.id}`}
          aria-label={t('members.open', { name })}
        >
          {name}
        </Link>
        <p className={desk.meta}>
          <span>
            {member.vida_member_id !== null
              ? t('memberId', { id: member.vida_member_id })
              : t('noMemberId')}
          </span>
          <span>{member.email}</span>
          <span>{t(`language.${member.language}`)}</span>
          {!member.email_verified && (
            <span className={styles.badge}>{t('members.unverified')}</span>
          )}
          {member.disabled && (
            <span className={cx(styles.badge, styles.badgeError)}>{t('members.disabled')}</span>
          )}
        </p>
      </Card>
    </li>
  );
}
