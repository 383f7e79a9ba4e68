import type { Language } from '@mp/contract/constants';
import { formatDateTime } from '@mp/contract/i18n/dates';
import type { CannedResponse, ThreadDetail } from '@mp/contract/inbox/schemas';
import { staffReplyBodySchema, threadNoteBodySchema } from '@mp/contract/inbox/schemas';
import { CONTRACT_STATUSES, type ContractStatus } from '@mp/contract/profile/constants';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { errorMessageOf } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { usePermission, useStaffSession } from '@/staff/api/session';
import { ConsolePage } from '@/staff/lib/console-page';
import { staffPaths } from '@/staff/lib/paths';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { BackLink } from '@/ui/back-link';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { FormNoticeBar, NotificationBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { TextArea } from '@/ui/text-area';
import {
  cannedResponsesPath,
  cannedResponsesQuery,
  staffDirectoryQuery,
  threadQuery,
  useAddNote,
  useAssign,
  useReply,
  useSetStatus,
} from './api/inbox';
import styles from './inbox.module.css';

type T = ConsoleT<'consoleInbox'>;

export function Component() {
  const { t, language } = useConsoleText('consoleInbox');
  const id = Number(useParams().id);
  const isId = Number.isInteger(id) && id > 0;
  const thread = useQuery({ ...threadQuery(id), enabled: isId });
  const lang: Language = language === 'es' ? 'es' : 'en';
  const isNotFound = !isId || (isApiError(thread.error) && thread.error.status === 404);

  return (
    <ConsolePage
      title={thread.data?.subject ?? t('title')}
      {...(thread.data && { subtitle: thread.data.member.name })}
      actions={<BackLink to={staffPaths.inbox}>{t('thread.back')}</BackLink>}
    >
      {isNotFound ? (
        <EmptyState
          icon={<SearchX size={28} aria-hidden="true" />}
          title={t('thread.notFoundTitle')}
          text={t('thread.notFoundText')}
        />
      ) : thread.isError ? (
        <NotificationBar type="error" message={t('thread.error')} autoHideMs={0} />
      ) : !thread.data ? (
        <div aria-busy="true" className={styles.thread}>
          <Skeleton height={320} radius={12} />
          <Skeleton height={240} radius={12} />
        </div>
      ) : (
        <ThreadView thread={thread.data} t={t} lang={lang} />
      )}
    </ConsolePage>
  );
}

function ThreadView({ thread, t, lang }: { thread: ThreadDetail; t: T; lang: Language }) {
  const when = (iso: string) => formatDateTime(new Date(iso), lang);
  return (
    <div className={styles.thread}>
      <div className={styles.main}>
        {thread.is_overdue && thread.due_at && (
          <NotificationBar
            type="warning"
            message={t('thread.overdue', { time: when(thread.due_at) })}
            autoHideMs={0}
          />
        )}
        <section className={styles.section} aria-labelledby="inbox-conversation">
          <h2 id="inbox-conversation" className={styles.heading}>
            {t('thread.conversation')}
          </h2>
          <ol className={styles.entries}>
            {thread.entries.map((entry) => (
              <li
                key={entry.id}
                className={cx(styles.entry, entry.author === 'club' && styles.entryClub)}
              >
                <div className={styles.entryHead}>
                  <span className={styles.entryAuthor}>
                    {entry.author === 'club'
                      ? t('thread.fromClub', { name: entry.from_name })
                      : t('thread.fromMember', { name: entry.from_name })}
                  </span>
                  <time dateTime={entry.created_at}>{when(entry.created_at)}</time>
                </div>
                {entry.author === 'club' ? (
                  <div
                    className={styles.html}
                    // Sanitised on the server with the member side's allow-list (platform/sanitize.ts).
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML
                    dangerouslySetInnerHTML={{ __html: entry.message }}
                  />
                ) : (
                  <p className={styles.memberText}>{entry.message}</p>
                )}
                {entry.author === 'club' && (entry.staff || !entry.read_at) && (
                  <p className={styles.muted}>
                    {[
                      entry.staff && t('thread.byStaff', { name: entry.staff.name }),
                      !entry.read_at && t('thread.unread'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
        <ReplyBox thread={thread} t={t} />
        <Notes thread={thread} t={t} when={when} />
      </div>
      <aside className={styles.aside} aria-label={t('context.title')}>
        <MemberContext thread={thread} t={t} />
        <Assignment thread={thread} t={t} />
        <CloseReopen thread={thread} t={t} when={when} />
      </aside>
    </div>
  );
}

/** The reply, with the canned responses in the member's language. */
function ReplyBox({ thread, t }: { thread: ThreadDetail; t: T }) {
  const reply = useReply(thread.id);
  const canned = useQuery(cannedResponsesQuery());
  const canEditCanned = usePermission('canned:edit');
  const [sent, setSent] = useState(false);
  const form = useZodForm(staffReplyBodySchema, { defaultValues: { message: '' } });
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async ({ message }) => {
      await reply.mutateAsync(message);
      form.reset({ message: '' });
      setSent(true);
    },
  });
  const memberLanguage = thread.member.language;
  const bodyOf = (row: CannedResponse) => (memberLanguage === 'es' ? row.body_es : row.body_en);
  const titleOf = (row: CannedResponse) => (memberLanguage === 'es' ? row.title_es : row.title_en);
  const onCanned = (value: string) => {
    const row = canned.data?.find((c) => String(c.id) === value);
    if (!row) return;
    const current = form.getValues('message').trim();
    form.setValue('message', current ? `${current}\n\n${bodyOf(row)}` : bodyOf(row), {
      shouldValidate: true,
    });
    form.setFocus('message');
  };
  return (
    <Card as="section" className={styles.section} aria-labelledby="inbox-reply">
      <h2 id="inbox-reply" className={styles.heading}>
        {t('reply.title')}
      </h2>
      {sent && (
        <NotificationBar type="success" message={t('reply.sent')} onClose={() => setSent(false)} />
      )}
      <FormNoticeBar notice={notice} onClose={clearNotice} />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {canned.data && canned.data.length > 0 ? (
          <Select
            label={t('reply.canned')}
            placeholder={t('reply.cannedPlaceholder')}
            value=""
            onChange={(event) => onCanned(event.target.value)}
            options={canned.data.map((row) => ({ value: String(row.id), label: titleOf(row) }))}
          />
        ) : (
          canned.data && <p className={styles.muted}>{t('reply.cannedNone')}</p>
        )}
        {canEditCanned && (
          <p className={styles.muted}>
            <Link className={styles.inlineLink} to={cannedResponsesPath}>
              {t('canned.manage')}
            </Link>
          </p>
        )}
        <TextArea
          label={t('reply.label')}
          hint={t('reply.hint', { language: t(`language.${memberLanguage}`) })}
          isRequired
          rows={6}
          errors={fieldErrorKeys(form.formState.errors.message)}
          {...form.register('message')}
        />
        <div>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t('reply.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Notes({ thread, t, when }: { thread: ThreadDetail; t: T; when: (iso: string) => string }) {
  const addNote = useAddNote(thread.id);
  const form = useZodForm(threadNoteBodySchema, { defaultValues: { note: '' } });
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async ({ note }) => {
      await addNote.mutateAsync(note);
      form.reset({ note: '' });
    },
  });
  return (
    <Card as="section" className={styles.section} aria-labelledby="inbox-notes">
      <h2 id="inbox-notes" className={styles.heading}>
        {t('notes.title')}
      </h2>
      <p className={styles.muted}>{t('notes.hint')}</p>
      {thread.notes.length === 0 ? (
        <p className={styles.muted}>{t('notes.empty')}</p>
      ) : (
        <ul className={styles.notes}>
          {thread.notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteText}>{note.note}</p>
              <p className={styles.muted}>
                {t('notes.by', { name: note.staff.name, time: when(note.created_at) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <FormNoticeBar notice={notice} onClose={clearNotice} />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextArea
          label={t('notes.label')}
          rows={3}
          isRequired
          errors={fieldErrorKeys(form.formState.errors.note)}
          {...form.register('note')}
        />
        <div>
          <Button type="submit" variant="secondary" isLoading={form.formState.isSubmitting}>
            {t('notes.add')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The club's contract status in the console's language (an unknown one as the club wrote it). */
function contractStatus(status: string, t: T): string {
  return (CONTRACT_STATUSES as readonly string[]).includes(status)
    ? t(`context.statuses.${status as ContractStatus}`)
    : status;
}

function MemberContext({ thread, t }: { thread: ThreadDetail; t: T }) {
  const { member } = thread;
  const none = t('context.none');
  return (
    <Card as="section" className={styles.section} aria-labelledby="inbox-member">
      <h2 id="inbox-member" className={styles.heading}>
        {t('context.title')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('context.memberId')}</dt>
        <dd>{member.member_id ?? none}</dd>
        <dt>{t('context.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('context.language')}</dt>
        <dd>{t(`languageName.${member.language}`)}</dd>
      </dl>
      <h3 className={styles.heading}>{t('context.contracts')}</h3>
      {member.contracts.length === 0 ? (
        <p className={styles.muted}>{t('context.noContracts')}</p>
      ) : (
        <ul className={styles.contracts}>
          {member.contracts.map((c) => (
            <li key={c.contract_number}>
              {t('context.contract', { number: c.contract_number, resort: c.resort })}{' '}
              <span className={styles.muted}>({contractStatus(c.status, t)})</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.heading}>{t('context.wayBack')}</h3>
      <dl className={styles.facts}>
        <dt>{t('context.contactEmail')}</dt>
        <dd>{thread.contact_email ?? none}</dd>
        <dt>{t('context.contactPhone')}</dt>
        <dd>{thread.contact_phone ?? none}</dd>
      </dl>
      <p className={styles.muted}>
        {thread.need_to_contact_me ? t('context.callBack') : t('context.noCallBack')}
      </p>
    </Card>
  );
}

/** Oneself or nobody for an agent; anyone enabled for a supervisor (thread:assign_others). */
function Assignment({ thread, t }: { thread: ThreadDetail; t: T }) {
  const session = useStaffSession();
  const canAssignOthers = usePermission('thread:assign_others');
  const directory = useQuery({ ...staffDirectoryQuery(), enabled: canAssignOthers });
  const assign = useAssign(thread.id);
  const [choice, setChoice] = useState(String(thread.assigned_to?.id ?? ''));
  const me = session?.staff.id;
  const error =
    assign.error && isApiError(assign.error) ? errorMessageOf(assign.error.display) : null;
  return (
    <Card as="section" className={styles.section} aria-labelledby="inbox-assign">
      <h2 id="inbox-assign" className={styles.heading}>
        {t('assign.title')}
      </h2>
      <p aria-live="polite">
        {thread.assigned_to
          ? t('assign.current', { name: thread.assigned_to.name })
          : t('assign.none')}
      </p>
      {error && <NotificationBar type="error" message={error} onClose={() => assign.reset()} />}
      {canAssignOthers && directory.data ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            assign.mutate(choice === '' ? null : Number(choice));
          }}
        >
          <Select
            label={t('assign.label')}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            options={[
              { value: '', label: t('assign.nobody') },
              ...directory.data.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
          <div>
            <Button type="submit" variant="secondary" isLoading={assign.isPending}>
              {t('assign.save')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.row}>
          {thread.assigned_to?.id !== me && me !== undefined && (
            <Button
              variant="secondary"
              isLoading={assign.isPending}
              onClick={() => assign.mutate(me)}
            >
              {t('assign.toMe')}
            </Button>
          )}
          {thread.assigned_to && (
            <Button
              variant="ghost"
              isLoading={assign.isPending}
              onClick={() => assign.mutate(null)}
            >
              {t('assign.release')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

function CloseReopen({
  thread,
  t,
  when,
}: {
  thread: ThreadDetail;
  t: T;
  when: (iso: string) => string;
}) {
  const setStatus = useSetStatus(thread.id);
  const isClosed = thread.status === 'closed';
  const error =
    setStatus.error && isApiError(setStatus.error) ? errorMessageOf(setStatus.error.display) : null;
  return (
    <Card as="section" className={styles.section} aria-labelledby="inbox-state">
      <h2 id="inbox-state" className={styles.heading}>
        {t(`thread.state.${thread.status}`)}
      </h2>
      {thread.closed_at && (
        <p className={styles.muted}>{t('thread.closedAt', { time: when(thread.closed_at) })}</p>
      )}
      {thread.status === 'open' && thread.due_at && (
        <p className={cx(styles.due, thread.is_overdue && styles.dueLate)}>
          {thread.is_overdue && <AlertTriangle size={14} aria-hidden="true" />}
          {t('thread.dueAt', { time: when(thread.due_at) })}
        </p>
      )}
      {error && <NotificationBar type="error" message={error} onClose={() => setStatus.reset()} />}
      <div>
        <Button
          variant="secondary"
          isLoading={setStatus.isPending}
          onClick={() => setStatus.mutate(isClosed ? 'open' : 'closed')}
        >
          {isClosed ? t('close.reopen') : t('close.close')}
        </Button>
      </div>
    </Card>
  );
}
