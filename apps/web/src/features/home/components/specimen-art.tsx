import { useMemo } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { renderChartWheel } from '@arcanes/domain/astrology/chart-wheel-svg';
import { renderCardFace } from '@arcanes/domain/tarot/card-svg';
import { findCard } from '@arcanes/domain/tarot/deck';
import { svgDataUrl, useDocumentTheme } from '#web/lib/document-theme.ts';
import { SAMPLE_CARDS, SAMPLE_CHART, SAMPLE_NUMBERS } from '#web/features/home/sample-reading.ts';

/** The picture of one example: Camille's chart wheel, her three cards, or her numbers. */
export function SpecimenArt({ kind }: { kind: 'chart' | 'spread' | 'numbers' }) {
  if (kind === 'chart') return <ChartArt />;
  if (kind === 'spread') return <SpreadArt />;
  return <NumbersArt />;
}

function useLang(): 'fr' | 'en' {
  return useTranslation().i18n.language === 'en' ? 'en' : 'fr';
}

function ChartArt() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const theme = useDocumentTheme();
  const src = useMemo(
    () => svgDataUrl(renderChartWheel(SAMPLE_CHART, { lang, theme, size: 600 })),
    [lang, theme],
  );
  return <img className="specimen-chart" src={src} alt={t('features.chart.alt')} width={600} height={600} />;
}

function SpreadArt() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const theme = useDocumentTheme();
  const places = t('features.spread.places', { returnObjects: true }) as string[];
  const cards = useMemo(
    () =>
      SAMPLE_CARDS.map((c) => {
        const card = findCard(c.id);
        return card
          ? { id: c.id, name: card.name[lang], src: svgDataUrl(renderCardFace(card, { lang, theme })) }
          : null;
      }).filter((c) => c !== null),
    [lang, theme],
  );
  return (
    <ol className="specimen-spread" aria-label={t('features.spread.alt')}>
      {cards.map((c, i) => (
        <li key={c.id} className="specimen-spread__card">
          <img src={c.src} alt={c.name} width={200} height={340} />
          <span className="specimen-spread__place">{places[i]}</span>
        </li>
      ))}
    </ol>
  );
}

function NumbersArt() {
  const { t } = useTranslation('home');
  const [first, ...rest] = SAMPLE_NUMBERS;
  return (
    <dl className="specimen-numbers">
      <div className="specimen-numbers__main">
        <dt>{t(`features.numbers.names.${first.key}`)}</dt>
        <dd>{first.value}</dd>
      </div>
      {rest.map((n) => (
        <div key={n.key} className="specimen-numbers__item">
          <dt>{t(`features.numbers.names.${n.key}`)}</dt>
          <dd>{n.value}</dd>
        </div>
      ))}
    </dl>
  );
}
