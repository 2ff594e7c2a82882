import type { HouseSystem } from '@arcanes/domain/astrology/chart';
import type { CoreNumberKey } from '@arcanes/domain/numerology/profile';
import { typeset } from '@arcanes/domain/writers/astrology-typography';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';

/**
 * Every word the report prints around the readings, from the shared `pdf` catalogue
 * (packages/contracts/src/locales/<lang>/pdf.json, decision 0241). The sentences that depend on who
 * wrote the intuitive reading are one key per writer (i18next's context: `footer_ai`, `footer_rules`).
 */
type Kind = 'ai' | 'rules';
/** The numbers grid's cells: the profile's core numbers. */
type NumberCell = CoreNumberKey;
export function pdfStrings(lang: Lang) {
  const t = texts(lang, 'pdf');
  return {
    for: t('for'),
    issuedOn: t('issuedOn'),
    reference: t('reference'),
    symbolic: t('symbolic'),
    symbolicIntro: t('symbolicIntro'),
    aiHeading: t('aiHeading'),
    aiIntro: (kind: Kind, label: string) => t('aiIntro', { context: kind, replace: { label } }),
    basis: t('basis'),
    basisIntro: t('basisIntro'),
    basisAnswer: t('basisAnswer'),
    forecast: t('forecast'),
    forecastIntro: (from: string, to: string) => t('forecastIntro', { replace: { from, to } }),
    exact: t('exact'),
    chart: t('chart'),
    spread: t('spread'),
    numbers: t('numbers'),
    biwheel: t('biwheel'),
    composite: t('composite'),
    synastry: t('synastry'),
    grid: t('grid'),
    reversed: t('reversed'),
    placements: t('placements'),
    house: t('house'),
    retrograde: t('retrograde'),
    houseSystem: (system: HouseSystem) => t('houseSystem', { context: system }),
    houseFallback: t('houseFallback'),
    timeUnknown: t('timeUnknown'),
    inBrief: t('inBrief'),
    yourDetails: t('yourDetails'),
    contents: t('contents'),
    essential: t('essential'),
    writtenBy: t('writtenBy'),
    about: t('about'),
    aboutText: (publisher: string, contact: string, kind: Kind) =>
      t('aboutText', { context: kind, replace: { publisher, contact } }),
    footer: (kind: Kind) => t('footer', { context: kind }),
    page: (n: number, total: number) => t('page', { replace: { n, total } }),
    aiNotice: (kind: Kind) => t('aiNotice', { context: kind }),
    keywords: (kind: Kind) => t('keywords', { context: kind }),
    // The visuals' captions (pdf-visuals.ts).
    ascendant: t('angle.ascendant'),
    mc: t('angle.mc'),
    cell: (key: Exclude<NumberCell, 'personal_year'>) => t(`cell.${key}`),
    personalYear: (year: number) => t('cell.personal_year', { replace: { year } }),
    karmicLessons: (numbers: string) => typeset(t('karmicLessons', { replace: { numbers } }), lang),
    karmicDebts: (numbers: string) => typeset(t('karmicDebts', { replace: { numbers } }), lang),
    /** « le Soleil de Camille » / « … d’Éric » (the name elides), “Camille’s Sun”. */
    synastryPoint: (point: string, name: string, elided: boolean) =>
      t('synastryPoint', { context: elided ? 'elided' : undefined, replace: { point, name } }),
    orb: (value: string) => t('orb', { replace: { value } }),
    compositeNote: typeset(t('compositeNote'), lang),
    /** A pair where one birth, beyond the polar circle, has whole-sign houses and the other Placidus. */
    compositeHousesMixed: (polar: string, other: string) =>
      typeset(t('compositeHousesMixed', { replace: { polar, other } }), lang),
  };
}

export type PdfStrings = ReturnType<typeof pdfStrings>;
