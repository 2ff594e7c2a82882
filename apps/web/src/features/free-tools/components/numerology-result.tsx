import { useTranslation } from '#web/lib/use-translation.tsx';
import type { FreeNumerologyResponse } from '@arcanes/contracts/free-tools';

type Numbers = FreeNumerologyResponse;

/** The name's letters, word by word, each with its Pythagorean value; vowels marked. */
export function LetterTable({ data }: { data: Numbers }) {
  const { t } = useTranslation('free-tools');
  const words: Numbers['letters'][] = [];
  for (const l of data.letters) (words[l.part] ??= []).push(l);
  return (
    <section className="free-section">
      <h2 id="numbers-letters">{t('numerology.letters.title')}</h2>
      <p className="muted small">{t('numerology.letters.intro')}</p>
      <ul className="letters" aria-labelledby="numbers-letters">
        {words.map((word, i) => (
          <li key={i}>
            <ol className="letters__word" aria-label={word.map((l) => l.letter).join('')}>
              {word.map((l, j) => (
                <li key={j} className={`letters__cell is-${l.kind}`}>
                  <span className="letters__letter">{l.letter}</span>
                  <span className="letters__value">{l.value}</span>
                  <span className="visually-hidden">
                    {l.kind === 'vowel' ? t('numerology.letters.vowel') : t('numerology.letters.consonant')}
                  </span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each core number with its rule, its working line by line, its keywords and meaning. */
export function NumberCards({ data }: { data: Numbers }) {
  const { t } = useTranslation('free-tools');
  return (
    <section className="free-section">
      <h2>{t('numerology.numbers.title')}</h2>
      <div className="number-cards">
        {data.numbers.map((n) => (
          <article key={n.key} className="number-card card" aria-labelledby={`number-${n.key}`}>
            <header className="number-card__head">
              <h3 id={`number-${n.key}`}>{n.name}</h3>
              <p className="number-card__value">
                {n.value}
                {n.master && <span className="number-card__master">{t('numerology.numbers.master')}</span>}
              </p>
            </header>
            <p className="muted small">{n.rule}</p>
            <ol className="number-card__steps" aria-label={t('numerology.numbers.working', { name: n.name })}>
              {n.steps.map((s, i) => (
                <li key={i}>
                  {s.label && <span className="number-card__label">{s.label}</span>} <code>{s.working}</code>
                </li>
              ))}
            </ol>
            <p className="number-card__keywords">{n.keywords.join(' · ')}</p>
            <p>{n.meaning}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

/** Karmic debts and lessons, and how many letters carry each value (the inclusion grid). */
export function KarmaAndGrid({ data }: { data: Numbers }) {
  const { t } = useTranslation('free-tools');
  return (
    <section className="free-section">
      <h2>{t('numerology.karma.title')}</h2>
      <div className="karma">
        <div>
          <h3>{t('numerology.karma.debts')}</h3>
          {data.karmic_debts.length === 0 ? (
            <p className="muted">{t('numerology.karma.noDebt')}</p>
          ) : (
            <ul>
              {data.karmic_debts.map((d) => (
                <li key={d.number}>
                  {t('numerology.karma.debt', {
                    number: d.number,
                    theme: d.theme,
                    where: d.found_in.join(', '),
                  })}
                </li>
              ))}
            </ul>
          )}
          <h3>{t('numerology.karma.lessons')}</h3>
          {data.karmic_lessons.length === 0 ? (
            <p className="muted">{t('numerology.karma.noLesson')}</p>
          ) : (
            <ul>
              {data.karmic_lessons.map((l) => (
                <li key={l.number}>{t('numerology.karma.lesson', { number: l.number, theme: l.theme })}</li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 id="inclusion-grid">{t('numerology.karma.grid')}</h3>
          <table className="inclusion-grid" aria-labelledby="inclusion-grid">
            <tbody>
              {[0, 1, 2].map((row) => (
                <tr key={row}>
                  {data.inclusion_grid.slice(row * 3, row * 3 + 3).map((c) => (
                    <td key={c.number} className={c.count === 0 ? 'is-missing' : undefined}>
                      <span className="inclusion-grid__number">{c.number}</span>
                      <span className="inclusion-grid__count">
                        {t('numerology.karma.count', { count: c.count })}
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
