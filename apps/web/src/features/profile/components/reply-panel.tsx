import { REPLY_NOTIFICATION_DELAY_MS } from '@mp/contract/profile/constants';
import { type Message, replyFormSchema } from '@mp/contract/profile/schemas';
import { Reply } from 'lucide-react';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { Button } from '@/ui/button';
import { useDisabledReason } from '@/ui/disabled-reason';
import { FormNoticeBar, NotificationBar } from '@/ui/notification-bar';
import { TextArea } from '@/ui/text-area';
import { useReply } from '../api/messages';
import { useProfile } from '../api/profile';
import styles from './read-message-page.module.css';

/** Spec §4: default (a reply button), then the form, then a notice for 5 seconds, then default. */
export type ReplyPanelState = 'default' | 'form' | 'sent';
export type ReplyPanelEvent = 'open' | 'close' | 'sent';

export function replyPanelReducer(state: ReplyPanelState, event: ReplyPanelEvent): ReplyPanelState {
  switch (event) {
    case 'open':
      return state === 'default' ? 'form' : state;
    case 'sent':
      return state === 'form' ? 'sent' : state;
    case 'close':
      // Closing the form or the notice, or the notice's 5 seconds running out.
      return 'default';
  }
}

export function ReplyPanel({ thread }: { thread: Pick<Message, 'id' | 'message_type'> }) {
  const { t } = useTranslation('inbox');
  const [state, dispatch] = useReducer(replyPanelReducer, 'default');
  const sectionRef = useRef<HTMLElement>(null);
  const replyRef = useRef<HTMLButtonElement>(null);
  const previous = useRef(state);

  // Each step removes what had focus (the form's buttons, the notice): focus goes to what
  // replaced it, the notice once sent and the Reply button after, never to the page's body.
  // A member who moved on meanwhile (a link, the conversation) keeps their place.
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    const active = document.activeElement;
    const isLost = !active || active === document.body;
    if (!isLost && !sectionRef.current?.contains(active)) return;
    if (state === 'sent') sectionRef.current?.focus();
    if (state === 'default') replyRef.current?.focus();
  }, [state]);

  return (
    <section ref={sectionRef} className={styles.reply} aria-label={t('reply.open')} tabIndex={-1}>
      {state === 'default' && (
        <Button
          ref={replyRef}
          icon={<Reply size={18} aria-hidden="true" />}
          onClick={() => dispatch('open')}
        >
          {t('reply.open')}
        </Button>
      )}
      {state === 'form' && (
        <ReplyForm
          thread={thread}
          onSent={() => dispatch('sent')}
          onCancel={() => dispatch('close')}
        />
      )}
      {state === 'sent' && (
        <NotificationBar
          type="success"
          message={t('reply.sent')}
          autoHideMs={REPLY_NOTIFICATION_DELAY_MS}
          onClose={() => dispatch('close')}
        />
      )}
    </section>
  );
}

function ReplyForm({
  thread,
  onSent,
  onCancel,
}: {
  thread: Pick<Message, 'id' | 'message_type'>;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('inbox');
  const { data: profile } = useProfile();
  const reply = useReply(thread.id);
  const form = useZodForm(replyFormSchema, { mode: 'onChange', defaultValues: { message: '' } });
  const { register, formState, setFocus } = form;
  const submit = useFormSubmit(form, {
    send: async (values) => {
      // Spec §3 reply body; the server signs it as the member whatever these say.
      await reply.mutateAsync({
        id: thread.id,
        message: values.message,
        from: profile?.email,
        from_name: profile ? `${profile.first_name} ${profile.last_name}`.trim() : undefined,
        message_type: thread.message_type,
      });
      onSent();
    },
  });
  const whyDisabled = useDisabledReason(formState.isValid ? undefined : t('reply.sendWhy'));
  useEffect(() => setFocus('message'), [setFocus]);

  return (
    <form className={styles.replyForm} onSubmit={submit.onSubmit} noValidate>
      <FormNoticeBar notice={submit.notice} onClose={submit.clearNotice} />
      <TextArea
        label={t('reply.label')}
        hint={t('reply.hint')}
        rows={5}
        isRequired
        errors={fieldErrorKeys(formState.errors.message)}
        {...register('message')}
      />
      <div className={styles.replyActions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('reply.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!formState.isValid}
          isLoading={reply.isPending}
          aria-describedby={whyDisabled.describedBy}
        >
          {t('reply.send')}
        </Button>
      </div>
      {whyDisabled.note}
    </form>
  );
}
