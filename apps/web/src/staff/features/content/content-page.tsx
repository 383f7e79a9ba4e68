import { CONTENT_KINDS, type ContentKind } from '@mp/contract/content/constants';
import { imageKeyOf } from '@mp/contract/content/image';
import type { StaffHotel } from '@mp/contract/content/schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Eye, EyeOff, FileText, Pencil, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConsolePage } from '@/staff/lib/console-page';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { Tabs } from '@/ui/tabs';
import {
  type ContentItem,
  type ContentItems,
  contentListQuery,
  useContentVisibility,
  useMoveContent,
} from './api/content';
import styles from './content.module.css';
import { ContentForm } from './content-form';
import { KINDS } from './kinds';

type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

const isKind = (value: string | null): value is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(value ?? '');

/** Marks a control the screen gives focus back to after an action (`data-focus-key`). */
const focusKey = (action: 'new' | 'edit' | 'up' | 'down' | 'visibility', id?: number) =>
  id === undefined ? action : `${action}-${id}`;

/**
 * The club's content (permission content:edit): one tab per kind, each a list in the members'
 * order with its own new, edit, move up/down and hide/show. Every change is seen by members at
 * once. Focus stays where the person works; a move is announced.
 */
export function Component() {
  const { t } = useConsoleText('consoleContent');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const kind: ContentKind = isKind(tab) ? tab : 'faqs';
  return (
    <ConsolePage title={t('title')} subtitle={t('subtitle')}>
      <Tabs
        label={t('tabsLabel')}
        isCompact
        tabs={CONTENT_KINDS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        selectedKey={kind}
        onSelect={(key) => setSearch({ tab: key }, { replace: true })}
      >
        <KindPanel key={kind} kind={kind} />
      </Tabs>
    </ConsolePage>
  );
}

function KindPanel<K extends ContentKind>({ kind }: { kind: K }) {
  const { t, language } = useConsoleText('consoleContent');
  const lang = language === 'es' ? 'es' : 'en';
  const list = useQuery(contentListQuery(kind));
  // Unit types are listed per hotel; the hotels also fill the unit type form's select.
  const hotelsQuery = useQuery({
    ...contentListQuery('hotels'),
    enabled: kind === 'unit_types',
  });
  const hotels = (hotelsQuery.data ?? []) as StaffHotel[];
  const [hotelId, setHotelId] = useState<number | undefined>(undefined);
  const shownHotel = hotelId ?? hotels[0]?.id;
  const move = useMoveContent(kind);
  const visibility = useContentVisibility(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const spec = KINDS[kind];
  const titleOf = (item: ContentItem) =>
    (spec.titleOf as (row: ContentItem, lang: 'en' | 'es') => string)(item, lang);

  const all = list.data as ContentItems[K][] | undefined;
  const rows =
    kind === 'unit_types'
      ? all?.filter((row) => (row as ContentItems['unit_types']).hotel_id === shownHotel)
      : all;

  useEffect(() => {
    if (!focusTarget || !rows) return;
    const target = document.querySelector<HTMLElement>(`[data-focus-key="${focusTarget}"]`);
    if (!target) return;
    target.focus();
    setFocusTarget(null);
  }, [focusTarget, rows]);

  const closeEditor = (outcome: 'created' | 'saved' | null, savedId?: number) => {
    const id = savedId ?? (editing?.kind === 'edit' ? editing.id : undefined);
    setEditing(null);
    if (outcome) setDone(t(outcome));
    setFocusTarget(id !== undefined && outcome !== null ? focusKey('edit', id) : focusKey('new'));
  };

  const moveBy = (index: number, by: -1 | 1) => {
    if (!rows || move.isPending) return;
    const row = rows[index];
    const to = index + by;
    if (!row || to < 0 || to >= rows.length) return;
    setDone(null);
    const atEnd = to === 0 || to === rows.length - 1;
    const arrow = by === -1 ? 'up' : 'down';
    move.mutate(
      { id: row.id, position: row.position + by },
      {
        onSuccess: () => {
          setAnnounce(t('moved', { title: titleOf(row), position: to + 1, count: rows.length }));
          setFocusTarget(focusKey(atEnd ? (arrow === 'up' ? 'down' : 'up') : arrow, row.id));
        },
      },
    );
  };

  const toggle = (row: ContentItem) => {
    setDone(null);
    visibility.mutate(
      { id: row.id, hidden: !row.hidden },
      {
        onSuccess: (saved) => {
          setDone(t(saved.hidden ? 'hidden' : 'shown', { title: titleOf(row) }));
          setFocusTarget(focusKey('visibility', row.id));
        },
      },
    );
  };

  const noHotel = kind === 'unit_types' && hotelsQuery.isSuccess && hotels.length === 0;
  const loading = !rows || (kind === 'unit_types' && !hotelsQuery.data);

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        {kind === 'unit_types' && hotels.length > 0 && (
          <Select
            label={t('unitsOf')}
            className={styles.hotelSelect}
            options={hotels.map((hotel) => ({ value: String(hotel.id), label: hotel.name }))}
            value={String(shownHotel ?? '')}
            onChange={(event) => {
              setEditing(null);
              setHotelId(Number(event.target.value));
            }}
          />
        )}
        <Button
          icon={<Plus size={18} aria-hidden="true" />}
          onClick={() => {
            setDone(null);
            setEditing({ kind: 'new' });
          }}
          disabled={editing?.kind === 'new' || noHotel}
          data-focus-key={focusKey('new')}
          className={styles.newButton}
        >
          {t(`new.${kind}`)}
        </Button>
      </div>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announce}
      </p>
      {done && <NotificationBar type="success" message={done} onClose={() => setDone(null)} />}
      {move.isError && (
        <NotificationBar
          type="error"
          message={t('moveError')}
          autoHideMs={0}
          onClose={() => move.reset()}
        />
      )}
      {visibility.isError && (
        <NotificationBar
          type="error"
          message={t('visibilityError')}
          autoHideMs={0}
          onClose={() => visibility.reset()}
        />
      )}
      {editing?.kind === 'new' && (
        <ContentForm
          kind={kind}
          hotels={hotels}
          hotelId={shownHotel}
          onSaved={(saved) => closeEditor('created', saved.id)}
          onCancel={() => closeEditor(null)}
        />
      )}
      {list.isError || hotelsQuery.isError ? (
        <div className={styles.stack}>
          <NotificationBar type="error" message={t('loadError')} autoHideMs={0} />
          <div>
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                void list.refetch();
                if (kind === 'unit_types') void hotelsQuery.refetch();
              }}
            >
              {t('retry')}
            </Button>
          </div>
        </div>
      ) : noHotel ? (
        <EmptyState
          icon={<FileText size={28} aria-hidden="true" />}
          title={t('empty.title')}
          text={t('noHotels')}
        />
      ) : loading ? (
        <div aria-busy="true" className={styles.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={120} radius={12} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        editing?.kind !== 'new' && (
          <EmptyState
            icon={<FileText size={28} aria-hidden="true" />}
            title={t('empty.title')}
            text={t('empty.text')}
          />
        )
      ) : (
        <>
          <p className={styles.count}>{t('count', { count: rows.length })}</p>
          <ol className={styles.list}>
            {rows.map((row, index) => (
              <li key={row.id}>
                {editing?.kind === 'edit' && editing.id === row.id ? (
                  <ContentForm
                    kind={kind}
                    initial={row}
                    hotels={hotels}
                    onSaved={() => closeEditor('saved')}
                    onCancel={() => closeEditor(null)}
                  />
                ) : (
                  <Card as="article" className={styles.item}>
                    <ItemBody kind={kind} row={row} />
                    <div className={styles.itemFoot}>
                      <p className={styles.muted}>
                        {t('position', { position: row.position })}
                        {row.hidden && (
                          <span className={styles.badge}>
                            <EyeOff size={14} aria-hidden="true" /> {t('hiddenBadge')}
                          </span>
                        )}
                      </p>
                      <div className={styles.itemActions}>
                        {index > 0 && (
                          <Button
                            variant="ghost"
                            size="small"
                            icon={<ArrowUp size={16} aria-hidden="true" />}
                            aria-label={t('moveUpLabel', { title: titleOf(row) })}
                            onClick={() => moveBy(index, -1)}
                            data-focus-key={focusKey('up', row.id)}
                          >
                            <span className={styles.narrowHidden}>{t('moveUp')}</span>
                          </Button>
                        )}
                        {index < rows.length - 1 && (
                          <Button
                            variant="ghost"
                            size="small"
                            icon={<ArrowDown size={16} aria-hidden="true" />}
                            aria-label={t('moveDownLabel', { title: titleOf(row) })}
                            onClick={() => moveBy(index, 1)}
                            data-focus-key={focusKey('down', row.id)}
                          >
                            <span className={styles.narrowHidden}>{t('moveDown')}</span>
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="small"
                          icon={
                            row.hidden ? (
                              <Eye size={16} aria-hidden="true" />
                            ) : (
                              <EyeOff size={16} aria-hidden="true" />
                            )
                          }
                          aria-label={t(row.hidden ? 'showLabel' : 'hideLabel', {
                            title: titleOf(row),
                          })}
                          onClick={() => toggle(row)}
                          data-focus-key={focusKey('visibility', row.id)}
                        >
                          <span className={styles.narrowHidden}>
                            {t(row.hidden ? 'show' : 'hide')}
                          </span>
                        </Button>
                        <Button
                          variant="secondary"
                          size="small"
                          icon={<Pencil size={16} aria-hidden="true" />}
                          aria-label={t('editLabel', { title: titleOf(row) })}
                          onClick={() => {
                            setDone(null);
                            setEditing({ kind: 'edit', id: row.id });
                          }}
                          data-focus-key={focusKey('edit', row.id)}
                        >
                          {t('edit')}
                        </Button>
                      </div>
                    </div>
                  </Card>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

/** What an item says, in both languages where it has two. */
function ItemBody({ kind, row }: { kind: ContentKind; row: ContentItem }) {
  const { t, language } = useConsoleText('consoleContent');
  const lang = language === 'es' ? 'es' : 'en';
  const pair = (en: string, es: string, html?: { en: string; es: string }) => (
    <div className={styles.versions}>
      {(['en', 'es'] as const).map((version) => {
        const Title = version === lang ? 'h2' : 'p';
        return (
          <div key={version} className={styles.version} lang={version}>
            <p className={styles.languageName}>{t(version === 'en' ? 'english' : 'spanish')}</p>
            {(version === 'en' ? en : es) && (
              <Title className={styles.itemTitle}>{version === 'en' ? en : es}</Title>
            )}
            {html && (
              <div
                className={`${styles.richText} ${styles.clamped}`}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: stored sanitised by the server
                dangerouslySetInnerHTML={{ __html: version === 'en' ? html.en : html.es }}
              />
            )}
          </div>
        );
      })}
    </div>
  );
  switch (kind) {
    case 'faqs': {
      const faq = row as ContentItems['faqs'];
      return pair(faq.title_en, faq.title_es, { en: faq.content_en, es: faq.content_es });
    }
    case 'contact_reasons': {
      const reason = row as ContentItems['contact_reasons'];
      return pair(reason.name_en, reason.name_es);
    }
    case 'unit_types': {
      const unit = row as ContentItems['unit_types'];
      return (
        <>
          {pair(unit.name_en, unit.name_es)}
          <p className={styles.muted}>{t('guests', { count: unit.max_guests })}</p>
        </>
      );
    }
    case 'hotels': {
      const hotel = row as ContentItems['hotels'];
      return (
        <div className={styles.version}>
          <h2 className={styles.itemTitle}>{hotel.name}</h2>
          <p className={styles.muted}>
            {t(`destinations.${hotel.destination}` as 'destinations.acapulco')}
          </p>
          {hotel.in_use && <p className={styles.muted}>{t('inUse')}</p>}
        </div>
      );
    }
    case 'highlights': {
      const highlight = row as ContentItems['highlights'];
      const uploaded = imageKeyOf(highlight.image_location) !== null;
      return (
        <div className={styles.highlight}>
          {uploaded && (
            <img className={styles.thumb} src={highlight.image_location} alt="" loading="lazy" />
          )}
          <div className={`${styles.version} ${styles.highlightText}`}>
            <h2 className={styles.itemTitle}>{highlight.name}</h2>
            <p className={styles.muted}>
              {highlight.location}
              {!uploaded &&
                ` · ${t(`destinations.${highlight.image_location}` as 'destinations.acapulco')}`}
            </p>
            {pair('', '', { en: highlight.description_en, es: highlight.description_es })}
          </div>
        </div>
      );
    }
  }
}
