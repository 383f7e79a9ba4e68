import { formatDateTime } from '@mp/contract/i18n/dates';
import type { CannedResponse } from '@mp/contract/inbox/schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, MessageSquareText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { ConsolePage } from '@/staff/lib/console-page';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Modal } from '@/ui/modal';
import { NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import {
  cannedResponsesQuery,
  SORT_STEP,
  useDeleteCanned,
  useForgetCanned,
  useReorderCanned,
} from './api/inbox';
import styles from './canned.module.css';
import { CannedResponseForm } from './canned-response-form';

type T = ConsoleT<'consoleInbox'>;
type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;
type Done = 'created' | 'saved' | 'deleted';

/** The largest sort order the contract takes. */
const SORT_MAX = 10_000;

/** Marks a control the screen gives focus back to after an action (`data-focus-key`). */
const focusKey = (action: 'new' | 'edit' | 'up' | 'down', id?: number) =>
  id === undefined ? action : `${action}-${id}`;

/**
 * The supervisors' canned responses (permission canned:edit): the list in the reply box's order,
 * a new one, a change (English and Spanish side by side), moving one up or down, and deleting
 * one after a confirmation. Focus stays where the person works: on the form while it is open,
 * then back on the control that opened it.
 */
export function Component() {
  const { t, language } = useConsoleText('consoleInbox');
  const canned = useQuery(cannedResponsesQuery());
  const reorder = useReorderCanned();
  const remove = useDeleteCanned();
  const forget = useForgetCanned();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CannedResponse | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const rows = canned.data;
  const when = (iso: string) => formatDateTime(new Date(iso), language === 'es' ? 'es' : 'en');

  useEffect(() => {
    if (!focusTarget || !rows) return;
    const target = document.querySelector<HTMLElement>(`[data-focus-key="${focusTarget}"]`);
    if (!target) return;
    target.focus();
    setFocusTarget(null);
  }, [focusTarget, rows]);

  const nextSortOrder = Math.min(
    SORT_MAX,
    Math.max(0, ...(rows ?? []).map((row) => row.sort_order)) + SORT_STEP,
  );

  const openNew = () => {
    setDone(null);
    setEditing({ kind: 'new' });
  };
  const closeEditor = (outcome: Done | null) => {
    const back =
      editing?.kind === 'edit' && rows?.some((row) => row.id === editing.id)
        ? focusKey('edit', editing.id)
        : focusKey('new');
    setEditing(null);
    if (outcome) setDone(outcome);
    setFocusTarget(back);
  };
  const move = (index: number, by: -1 | 1) => {
    if (!rows || reorder.isPending) return;
    const row = rows[index];
    const to = index + by;
    if (!row || to < 0 || to >= rows.length) return;
    const next = rows.filter((_, i) => i !== index);
    next.splice(to, 0, row);
    setDone(null);
    // Keep the pressed arrow under focus; at either end its button is gone: the other one.
    const atEnd = (by === -1 && to === 0) || (by === 1 && to === rows.length - 1);
    const arrow = by === -1 ? 'up' : 'down';
    setFocusTarget(focusKey(atEnd ? (arrow === 'up' ? 'down' : 'up') : arrow, row.id));
    reorder.reorder(next);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        forget(id);
        setDeleting(null);
        setDone('deleted');
        setFocusTarget(focusKey('new'));
      },
    });
  };
  const deleteError =
    remove.error && isApiError(remove.error) ? errorMessageOf(remove.error.display) : null;
  const reorderError = reorder.isError;

  return (
    <ConsolePage
      title={t('canned.title')}
      subtitle={t('canned.subtitle')}
      actions={
        <Button
          icon={<Plus size={18} aria-hidden="true" />}
          onClick={openNew}
          disabled={editing?.kind === 'new'}
          data-focus-key={focusKey('new')}
        >
          {t('canned.new')}
        </Button>
      }
    >
      {done && (
        <NotificationBar
          type="success"
          message={t(`canned.${done}`)}
          onClose={() => setDone(null)}
        />
      )}
      {reorderError && (
        <NotificationBar
          type="error"
          message={t('canned.moveError')}
          autoHideMs={0}
          onClose={() => reorder.reset()}
        />
      )}
      {editing?.kind === 'new' && (
        <CannedResponseForm
          sortOrder={nextSortOrder}
          onSaved={() => closeEditor('created')}
          onCancel={() => closeEditor(null)}
        />
      )}
      {canned.isError ? (
        <div className={styles.stack}>
          <NotificationBar type="error" message={t('canned.error')} autoHideMs={0} />
          <div>
            <Button variant="secondary" size="small" onClick={() => canned.refetch()}>
              {t('canned.retry')}
            </Button>
          </div>
        </div>
      ) : !rows ? (
        <div aria-busy="true" className={styles.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={140} radius={12} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        editing?.kind !== 'new' && (
          <EmptyState
            icon={<MessageSquareText size={28} aria-hidden="true" />}
            title={t('canned.emptyTitle')}
            text={t('canned.emptyText')}
          />
        )
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {t('canned.count', { count: rows.length })}
          </p>
          <ol className={styles.list}>
            {rows.map((row, index) => (
              <li key={row.id}>
                {editing?.kind === 'edit' && editing.id === row.id ? (
                  <CannedResponseForm
                    initial={row}
                    sortOrder={row.sort_order}
                    onSaved={() => closeEditor('saved')}
                    onCancel={() => closeEditor(null)}
                  />
                ) : (
                  <CannedItem
                    row={row}
                    t={t}
                    language={language}
                    updated={when(row.updated_at)}
                    isFirst={index === 0}
                    isLast={index === rows.length - 1}
                    onUp={() => move(index, -1)}
                    onDown={() => move(index, 1)}
                    onEdit={() => {
                      setDone(null);
                      setEditing({ kind: 'edit', id: row.id });
                    }}
                    onDelete={() => {
                      remove.reset();
                      setDeleting(row);
                    }}
                  />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      <Modal
        isOpen={deleting !== null}
        title={t('canned.confirmTitle')}
        onClose={() => setDeleting(null)}
        actions={
          <>
            <Button onClick={confirmDelete} isLoading={remove.isPending}>
              {t('canned.confirmDelete')}
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('canned.keep')}
            </Button>
          </>
        }
      >
        {deleteError && <NotificationBar type="error" message={deleteError} autoHideMs={0} />}
        <p className={styles.confirmText}>
          {t('canned.confirmText', {
            title: deleting ? (language === 'es' ? deleting.title_es : deleting.title_en) : '',
          })}
        </p>
      </Modal>
    </ConsolePage>
  );
}

function CannedItem({
  row,
  t,
  language,
  updated,
  isFirst,
  isLast,
  onUp,
  onDown,
  onEdit,
  onDelete,
}: {
  row: CannedResponse;
  t: T;
  language: string;
  updated: string;
  isFirst: boolean;
  isLast: boolean;
  onUp: () => void;
  onDown: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // The title in the console's language is the item's heading; the other one is its twin.
  const title = language === 'es' ? row.title_es : row.title_en;
  return (
    <Card as="article" className={styles.item}>
      <div className={styles.versions}>
        {(['en', 'es'] as const).map((lang) => {
          const Title = lang === (language === 'es' ? 'es' : 'en') ? 'h2' : 'p';
          return (
            <div key={lang} className={styles.version}>
              <p className={styles.languageName}>
                {t(lang === 'en' ? 'canned.english' : 'canned.spanish')}
              </p>
              <Title className={styles.itemTitle} lang={lang}>
                {lang === 'en' ? row.title_en : row.title_es}
              </Title>
              <p className={styles.body} lang={lang}>
                {lang === 'en' ? row.body_en : row.body_es}
              </p>
            </div>
          );
        })}
      </div>
      <div className={styles.itemFoot}>
        <p className={styles.muted}>{t('canned.updated', { time: updated })}</p>
        <div className={styles.itemActions}>
          {!isFirst && (
            <Button
              variant="ghost"
              size="small"
              icon={<ArrowUp size={16} aria-hidden="true" />}
              aria-label={t('canned.moveUpLabel', { title })}
              onClick={onUp}
              data-focus-key={focusKey('up', row.id)}
            >
              <span className={styles.narrowHidden}>{t('canned.moveUp')}</span>
            </Button>
          )}
          {!isLast && (
            <Button
              variant="ghost"
              size="small"
              icon={<ArrowDown size={16} aria-hidden="true" />}
              aria-label={t('canned.moveDownLabel', { title })}
              onClick={onDown}
              data-focus-key={focusKey('down', row.id)}
            >
              <span className={styles.narrowHidden}>{t('canned.moveDown')}</span>
            </Button>
          )}
          <Button
            variant="secondary"
            size="small"
            icon={<Pencil size={16} aria-hidden="true" />}
            aria-label={t('canned.editLabel', { title })}
            onClick={onEdit}
            data-focus-key={focusKey('edit', row.id)}
          >
            {t('canned.edit')}
          </Button>
          <Button
            variant="ghost"
            size="small"
            icon={<Trash2 size={16} aria-hidden="true" />}
            aria-label={t('canned.deleteLabel', { title })}
            onClick={onDelete}
          >
            <span className={styles.narrowHidden}>{t('canned.delete')}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}
