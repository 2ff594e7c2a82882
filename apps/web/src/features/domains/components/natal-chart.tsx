import { useMemo, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { TimeFold } from '@arcanes/contracts/divination';
import { renderChartWheel } from '@arcanes/domain/astrology/chart-wheel-svg';
import { ANGLES, PLANETS, formatLongitude } from '@arcanes/domain/astrology/zodiac';
import { RadioGroupField } from '#web/components/ui/choice-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { toChart } from '#web/lib/chart-wheel.ts';
import { svgDataUrl, useDocumentTheme } from '#web/lib/document-theme.ts';
import { formatCalendarDate } from '#web/lib/format-date.ts';
import { useNatalChart } from '#web/features/domains/api/get-natal-chart.ts';
import type { ProfileDefaults } from '#web/features/domains/prefill.ts';

/** The customer's natal chart wheel beside the astrology forms, drawn from the account's birth data. */
export function NatalChart({ profile }: { profile: ProfileDefaults }) {
  const place = profile.birthPlace;
  const { t, i18n } = useTranslation('domains');
  const theme = useDocumentTheme();
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  // A birth time the clocks showed twice: the API asks which one (TIME_AMBIGUOUS) and so do we.
  const [fold, setFold] = useState<TimeFold | undefined>(undefined);
  const input =
    place && profile.birthDate
      ? {
          lat: place.lat,
          lon: place.lon,
          date: profile.birthDate,
          time: profile.birthTime || null,
          ...(fold ? { time_fold: fold } : {}),
        }
      : null;
  const chart = useNatalChart(input);
  const askFold =
    chart.error instanceof ApiError && chart.error.code === 'TIME_AMBIGUOUS' ? chart.error : null;
  const picture = useMemo(() => {
    if (!chart.data || !place) return null;
    const c = toChart(chart.data, place.lat, place.lon);
    const parts = c.planets.map((p) => `${PLANETS[p.id][lang]} ${formatLongitude(p.longitude, lang)}`);
    if (c.ascendant !== null) parts.push(`${ANGLES.ascendant[lang]} ${formatLongitude(c.ascendant, lang)}`);
    return {
      src: svgDataUrl(renderChartWheel(c, { lang, theme })),
      alt: `${t('chart.alt')} : ${parts.join(', ')}`,
      parts,
    };
  }, [chart.data, place, lang, theme, t]);

  return (
    <figure className="natal-chart card">
      <figcaption>
        <h3>{t('chart.title')}</h3>
        {profile.birthDate && place && (
          <p className="muted small">
            {t('chart.for', {
              date: formatCalendarDate(profile.birthDate, lang),
              time: profile.birthTime || t('chart.noTime'),
              place: profile.birthPlace?.label ?? '',
            })}
          </p>
        )}
      </figcaption>
      {!input && <p className="muted">{t('chart.missing')}</p>}
      {input && chart.isPending && <div className="natal-chart__placeholder" aria-busy="true" />}
      {askFold && (
        <RadioGroupField
          label={t('chart.foldLegend', { time: profile.birthTime })}
          name="time_fold"
          choices={[
            { value: 'first', label: t('chart.foldFirst') },
            { value: 'second', label: t('chart.foldSecond') },
          ]}
          value=""
          onChange={(value) => setFold(value === 'second' ? 'second' : 'first')}
          error={askFold.message}
        />
      )}
      {chart.isError && !askFold && <p className="form-error">{t('chart.error')}</p>}
      {picture && (
        <>
          <img className="natal-chart__wheel" src={picture.src} alt={picture.alt} width={600} height={600} />
          {!chart.data?.time_known && <p className="muted small">{t('chart.timeUnknown')}</p>}
          {chart.data && chart.data.house_system !== chart.data.house_system_requested && (
            <p className="muted small">{t('chart.houseFallback')}</p>
          )}
          {chart.data?.time_fold && (
            <p className="muted small">
              {t('chart.foldChosen', {
                which: t(
                  chart.data.time_fold === 'second' ? 'chart.foldSecondShort' : 'chart.foldFirstShort',
                ),
              })}{' '}
              <button type="button" className="link-button" onClick={() => setFold(undefined)}>
                {t('chart.foldChange')}
              </button>
            </p>
          )}
        </>
      )}
    </figure>
  );
}
