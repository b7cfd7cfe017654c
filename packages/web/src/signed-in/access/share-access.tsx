import { isSelfStorageError } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '#app/services-context.tsx';
import { useLanguage } from '#app/use-language.ts';
import { type PassView, useRevokeAccess, useShareAccess } from '#data/access.ts';
import { TextField } from '#shell/text-field.tsx';
import { LazyDateField } from '#signed-in/lazy-date-field.tsx';

/**
 * Sharing the pass: a person (name, phone) for some days within the rental, the link to their own
 * pass shown this once, and the people shared with, each revocable at any time.
 */
export const ShareAccess = ({ customerServiceId, view }: { customerServiceId: number; view: PassView }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { clock } = useClient();
  const today = clock.today();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  // A share starts no earlier than today, nor before the rental does.
  const first = view.pass.valid_from > today ? view.pass.valid_from : today;
  const [start, setStart] = useState(first);
  const [end, setEnd] = useState(first);
  // The calendar's code is fetched once the customer reaches for the form, as on select service.
  const [calendar, setCalendar] = useState(false);
  const wantCalendar = () => setCalendar(true);
  const share = useShareAccess(customerServiceId);
  const revoke = useRevokeAccess(customerServiceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    share.mutate(
      { name, phone, start_date: start, end_date: end },
      {
        onSuccess: () => {
          setName('');
          setPhone('');
        },
      },
    );
  };
  return (
    <section className="access-share" aria-labelledby="access-share-title" data-testid="access-share">
      <h3 id="access-share-title">{t('access.share.title')}</h3>
      <p>{t('access.share.intro')}</p>
      <form
        className="access-share__form"
        onSubmit={submit}
        onPointerOver={wantCalendar}
        onTouchStart={wantCalendar}
        onFocus={wantCalendar}
      >
        <TextField
          label={t('access.share.name')}
          name="share-name"
          value={name}
          onValue={setName}
          required
          autoComplete="off"
        />
        <TextField
          label={t('access.share.phone')}
          name="share-phone"
          value={phone}
          onValue={setPhone}
          required
          inputMode="numeric"
          autoComplete="off"
        />
        <LazyDateField
          load={calendar}
          label={t('access.share.start')}
          name="shareStart"
          min={first}
          max={view.pass.valid_to}
          today={today}
          value={start}
          onValue={setStart}
          outOfRange="errors.dateOutOfWindow"
        />
        <LazyDateField
          load={calendar}
          label={t('access.share.end')}
          name="shareEnd"
          min={start}
          max={view.pass.valid_to}
          today={today}
          value={end}
          onValue={setEnd}
          outOfRange="errors.dateOutOfWindow"
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={share.isPending || view.offline}>
            {share.isPending ? t('access.share.sending') : t('access.share.submit')}
          </button>
        </div>
      </form>
      {share.isError ? (
        <p className="field__error" role="alert">
          {/* The server's refusal says which rule the window broke, in the reader's language. */}
          {isSelfStorageError(share.error) && share.error.serverMessage
            ? share.error.serverMessage
            : t('access.share.failed')}
        </p>
      ) : null}
      {share.data ? (
        <div className="notice" role="status" data-testid="access-share-link">
          <p>{t('access.share.link', { name: share.data.share.name })}</p>
          <p className="access-share__link">
            <a href={share.data.link}>{share.data.link}</a>
          </p>
        </div>
      ) : null}
      <h4>{t('access.share.list')}</h4>
      {view.shares.length === 0 ? (
        <p>{t('access.share.none')}</p>
      ) : (
        <ul className="access-list">
          {view.shares.map((s) => (
            <li key={s.id} className="access-list__item" data-testid="access-share-item" data-state={s.state}>
              <span>
                <strong translate="no">{s.name}</strong> <span className="token">{s.phone}</span>
                <br />
                {t('access.share.window', {
                  start: formatDate(s.start_date, language),
                  end: formatDate(s.end_date, language),
                })}
                {' · '}
                {t(`access.states.${s.state}`)}
              </span>
              {s.state !== 'revoked' && s.state !== 'ended' ? (
                <button
                  type="button"
                  className="button"
                  disabled={revoke.isPending || view.offline}
                  onClick={() => revoke.mutate(s.id)}
                >
                  {revoke.isPending && revoke.variables === s.id
                    ? t('access.share.revoking')
                    : t('access.share.revoke')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
