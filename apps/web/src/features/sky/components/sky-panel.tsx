import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import type { SkyResponse } from '@arcanes/contracts/sky';
import { addDays, daysBetween } from '@arcanes/domain/calendar/civil-dates';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SwitchField } from '#web/components/ui/switch-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { browserZone, useSetSkySubscription, useSky } from '#web/features/sky/api/sky.ts';

/** Days either side of today the page may show (the API's range). */
const RANGE_DAYS = 31;

type Transit = SkyResponse['transits'][number];

/**
 * « Mon ciel du jour » (decision 0201): the day's transits to the customer's natal chart, exact times in
 * the browser's zone, the Moon's day, a step to the day before or after, and the morning e-mail on or
 * off. Without a birth date, the way to the profile to add one.
 */
export function SkyPanel() {
  const { t, i18n } = useTranslation('sky');
  const [zone] = useState(browserZone);
  const [date, setDate] = useState<string | null>(null);
  const sky = useSky(date, zone, i18n.language);

  if (sky.isPending) return <p className="muted">{t('loading')}</p>;
  if (sky.isError) {
    const error = sky.error;
    if (error instanceof ApiError && error.code === 'SKY_BIRTH_REQUIRED')
      return (
        <section className="card sky-missing" aria-labelledby="sky-missing-title">
          <h2 id="sky-missing-title">{t('missing.title')}</h2>
          <p>{t('missing.text')}</p>
          <p>
            <Link className="btn" to={`${paths.user.profile}?edit=birth`}>
              {t('missing.action')}
            </Link>
          </p>
        </section>
      );
    return (
      <p className="form-error" role="alert">
        {error.message}
      </p>
    );
  }
  const data = sky.data;
  const offset = daysBetween(data.today, data.date);
  const go = (days: number) => setDate(addDays(data.date, days));
  const isToday = offset === 0;
  const exactToday = data.transits.filter((x) => x.exact_today);
  const underWay = data.transits.filter((x) => !x.exact_today);

  return (
    <div className="sky" aria-busy={sky.isFetching}>
      <section className="card sky-day" aria-labelledby="sky-day-title">
        <p className="eyebrow eyebrow--dark">
          {offset === 0
            ? t('day.today')
            : offset === 1
              ? t('day.tomorrow')
              : offset === -1
                ? t('day.yesterday')
                : t('day.other')}
        </p>
        <h2 id="sky-day-title" className="sky-day__title">
          {data.date_label}
        </h2>
        <p className="muted sky-day__zone">{t('day.zone', { zone: data.zone.replace(/_/g, ' ') })}</p>
        <nav className="sky-day__nav" aria-label={t('day.navLabel')}>
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={offset <= -RANGE_DAYS}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">← </span>
            {t('day.previous')}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={offset >= RANGE_DAYS}
            onClick={() => go(1)}
          >
            {t('day.next')}
            <span aria-hidden="true"> →</span>
          </button>
          {!isToday && (
            <button type="button" className="btn btn--small sky-day__today" onClick={() => setDate(null)}>
              {t('day.backToToday')}
            </button>
          )}
        </nav>
        <div className="sky-moon">
          <span className="sky-moon__glyph" aria-hidden="true">
            ☽
          </span>
          <div>
            <h3>{t('moon.title')}</h3>
            <p>{data.moon.text}</p>
          </div>
        </div>
      </section>

      {!data.birth.time_known && (
        <p className="sky-note">
          {t(data.birth.place_known ? 'birth.noTime' : 'birth.noPlace')}{' '}
          <Link to={`${paths.user.profile}?edit=birth`}>{t('birth.complete')}</Link>
        </p>
      )}

      <section className="sky-transits" aria-labelledby="sky-exact-title">
        <h2 id="sky-exact-title">{t(isToday ? 'transits.exactTitle' : 'transits.exactTitleOther')}</h2>
        {exactToday.length === 0 ? (
          <p className="muted">{t(isToday ? 'transits.noneExact' : 'transits.noneExactOther')}</p>
        ) : (
          <ul className="sky-list">
            {exactToday.map((x) => (
              <TransitItem key={x.id} transit={x} />
            ))}
          </ul>
        )}
      </section>

      {underWay.length > 0 && (
        <section className="sky-transits" aria-labelledby="sky-ongoing-title">
          <h2 id="sky-ongoing-title">{t('transits.ongoingTitle')}</h2>
          <p className="muted">{t(isToday ? 'transits.ongoingIntro' : 'transits.ongoingIntroOther')}</p>
          <ul className="sky-list">
            {underWay.map((x) => (
              <TransitItem key={x.id} transit={x} />
            ))}
          </ul>
        </section>
      )}
      {data.transits.length === 0 && <p className="muted">{t('transits.none')}</p>}

      <MorningMail subscription={data.subscription} zone={zone ?? data.zone} />

      <p className="muted sky-disclaimer">{t('disclaimer')}</p>
    </div>
  );
}

function TransitItem({ transit: x }: { transit: Transit }) {
  const { t } = useTranslation('sky');
  return (
    <li className={`card sky-transit sky-transit--${x.nature}`} data-testid="sky-transit">
      <div className="sky-transit__head">
        <h3>{x.title}</h3>
        <span className={`sky-badge sky-badge--${x.nature}`}>{t(`nature.${x.nature}`)}</span>
      </div>
      <p className="sky-transit__when">{x.when}</p>
      <p>{x.text}</p>
      <p className="muted sky-transit__note">{x.nature_note}</p>
    </li>
  );
}

function MorningMail({ subscription, zone }: { subscription: SkyResponse['subscription']; zone: string }) {
  const { t } = useTranslation('sky');
  const save = useSetSkySubscription();
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const change = async (enabled: boolean) => {
    setMessage(null);
    try {
      const result = await save.mutateAsync(enabled ? { enabled, zone } : { enabled });
      setMessage({
        kind: 'success',
        text: result.enabled
          ? t('mail.on', { zone: (result.zone ?? zone).replace(/_/g, ' ') })
          : t('mail.off'),
      });
    } catch (err) {
      setMessage({ kind: 'error', text: err instanceof ApiError ? err.message : t('mail.failed') });
    }
  };
  return (
    <section className="card sky-mail" aria-labelledby="sky-mail-title">
      <h2 id="sky-mail-title">{t('mail.title')}</h2>
      <SwitchField
        label={t('mail.label')}
        description={
          subscription.enabled && subscription.zone
            ? t('mail.descriptionOn', { zone: subscription.zone.replace(/_/g, ' ') })
            : t('mail.description')
        }
        checked={subscription.enabled}
        disabled={save.isPending}
        onChange={(enabled) => void change(enabled)}
      />
      <FormMessage kind={message?.kind ?? 'success'}>{message?.text ?? null}</FormMessage>
    </section>
  );
}
