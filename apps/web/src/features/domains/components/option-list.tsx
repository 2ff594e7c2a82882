import { useTranslation } from '#web/lib/use-translation.tsx';
import { optionPair } from '#web/features/domains/text-keys.ts';
import {
  deliveryOf,
  optionName,
  priceCents,
  readingOptions,
  type Domain,
  type ReadingOption,
} from '@arcanes/domain/catalogue/offers';
import { Link } from '#web/lib/router.tsx';
import { formatCents } from '#web/lib/money.ts';

interface Props {
  domain: Domain;
  selected: ReadingOption | null;
  /** The balance, or null for a visitor: every option opens (its form and price), ordering asks to log in. */
  walletCents: number | null;
  deliveryHours: number;
  onPick: (option: ReadingOption) => void;
}

/**
 * The domain's options (three, and compatibility in astrology and numerology); one the wallet cannot
 * pay for still opens and says, inside its own card, that ordering it pays for it (decision 0315),
 * beside « Recharger » (the offers on the home page).
 * The grid keeps its columns whatever the balance.
 */
export function OptionList({ domain, selected, walletCents, deliveryHours, onPick }: Props) {
  const { t, i18n } = useTranslation('domains');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <ul className="option-list">
      {readingOptions(domain).map((option) => {
        const price = priceCents(option);
        const short = walletCents !== null && walletCents < price;
        const reasonId = `${domain}-option-${option}-reason`;
        return (
          <li key={option} className={`option-card${selected === option ? ' is-selected' : ''}`}>
            <button
              type="button"
              className="option-card__button"
              aria-pressed={selected === option}
              aria-describedby={short ? reasonId : undefined}
              onClick={() => onPick(option)}
            >
              <span className="option-card__name">{optionName(domain, option, lang)}</span>
              <span className="option-card__price">{formatCents(price, lang)}</span>
              <span className="option-card__desc">{t(`options.${optionPair(domain, option)}`)}</span>
              <span className="option-card__delivery">
                {deliveryOf(option) === 'pdf'
                  ? t('delivery.pdf', { count: deliveryHours })
                  : t('delivery.screen')}
              </span>
            </button>
            {short && (
              <p className="option-card__reason">
                <span id={reasonId}>
                  {t('options.insufficient', {
                    price: formatCents(price, lang),
                    wallet: formatCents(walletCents, lang),
                  })}
                </span>{' '}
                <Link to="/#tarifs" className="option-card__topup">
                  {t('options.topUp')}
                </Link>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
