import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format-date';
import { useNumerologyProfile } from '../api/get-numerology-profile';
import type { ProfileDefaults } from '../prefill';

const NUMBERS = [
  'life_path',
  'expression',
  'soul_urge',
  'personality',
  'birthday',
  'personal_year',
  'maturity',
  'lucky_number',
] as const;

/** The customer's numbers beside the numerology forms, computed by the server from name and birth date. */
export function NumerologyNumbers({ profile }: { profile: ProfileDefaults }) {
  const { t, i18n } = useTranslation('domains');
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
      {numbers.data && numbers.data.karmic_debts.length > 0 && (
        <p className="small">
          {t('numbers.karmicDebts', { list: numbers.data.karmic_debts.map((d) => d.number).join(', ') })}
        </p>
      )}
    </section>
  );
}
