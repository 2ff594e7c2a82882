import { useTranslation } from '#web/lib/use-translation.tsx';
import { optionName, priceCents, type OfferOption } from '@arcanes/domain/catalogue/offers';
import { formatCalendarDate } from '#web/lib/format-date.ts';
import { formatCents } from '#web/lib/money.ts';
import { useNumerologyProfile } from '#web/features/domains/api/get-numerology-profile.ts';
import type { ProfileDefaults } from '#web/features/domains/prefill.ts';

/**
 * The free numbers. The lucky number and the life path are what options 1 and 3 sell, and maturity
 * (life path + expression) would give the life path away: they are not shown here.
 */
const NUMBERS = ['expression', 'soul_urge', 'personality', 'birthday', 'personal_year'] as const;

/** The sold numbers, teased with the option that reads them. */
const SOLD: readonly { option: OfferOption; key: 'lucky' | 'lifePath' }[] = [
  { option: 1, key: 'lucky' },
  { option: 3, key: 'lifePath' },
];

/**
 * The customer's numbers beside the numerology forms, computed by the server from name and birth
 * date; the two the page sells are teased with a link that opens their option.
 */
export function NumerologyNumbers({
  profile,
  read = null,
  onShowReading,
  onOpen,
}: {
  profile: ProfileDefaults;
  /** The option whose reading is on the page now (just bought): it is not offered again beside it. */
  read?: number | null;
  onShowReading?: () => void;
  onOpen: (option: OfferOption) => void;
}) {
  const { t, i18n } = useTranslation('domains');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const input = fullName && profile.birthDate ? { full_name: fullName, birth_date: profile.birthDate } : null;
  const numbers = useNumerologyProfile(input);
  return (
    <section className="numerology-numbers card" aria-labelledby="numerology-numbers-title">
      <h3 id="numerology-numbers-title">{t('numbers.title')}</h3>
      {input && (
        <p className="muted small">
          {t('numbers.for', { name: fullName, date: formatCalendarDate(profile.birthDate, i18n.language) })}
        </p>
      )}
      {!input && <p className="muted">{t('numbers.missing')}</p>}
      {input && numbers.isPending && <div className="numerology-numbers__placeholder" aria-busy="true" />}
      {numbers.isError && <p className="form-error">{t('numbers.error')}</p>}
      {numbers.data && (
        <dl className="numbers-grid">
          {NUMBERS.map((key) => (
            <div key={key} className="numbers-grid__item">
              <dt>{t(`numbers.${key}`)}</dt>
              <dd>
                <span className="numbers-grid__value">{numbers.data[key]}</span>
                {[11, 22, 33].includes(numbers.data[key]) && (
                  <span className="numbers-grid__master">{t('numbers.master')}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {numbers.data && (
        <div className="numbers-locked">
          <p className="numbers-locked__lead">{t('numbers.locked.lead')}</p>
          <ul className="numbers-locked__list">
            {SOLD.map(({ option, key }) => (
              <li key={option} className="numbers-locked__item">
                <span className="numbers-locked__glyph" aria-hidden="true">
                  ?
                </span>
                <span className="numbers-locked__text">
                  <strong>{optionName('numerologie', option, lang)}</strong>
                  <span className="muted small">
                    {read === option ? t('numbers.locked.read') : t(`numbers.locked.${key}`)}
                  </span>
                </span>
                {read === option ? (
                  <button
                    type="button"
                    className="btn btn--outline btn--small numbers-locked__open"
                    onClick={onShowReading}
                  >
                    {t('numbers.locked.show')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn--outline btn--small numbers-locked__open"
                    onClick={() => onOpen(option)}
                  >
                    {t('numbers.locked.open', { price: formatCents(priceCents(option), lang) })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {numbers.data && numbers.data.karmic_debts.length > 0 && (
        <p className="small">
          {t('numbers.karmicDebts', { list: numbers.data.karmic_debts.map((d) => d.number).join(', ') })}
        </p>
      )}
    </section>
  );
}
