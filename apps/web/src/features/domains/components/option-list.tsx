import { useTranslation } from 'react-i18next';
import {
  OPTIONS,
  OPTION_NAMES,
  offerFor,
  priceCents,
  type Domain,
  type OfferOption,
} from '@arcanes/domain/catalogue/offers';
import { formatCents } from '../../../lib/money';

interface Props {
  domain: Domain;
  selected: OfferOption | null;
  walletCents: number;
  deliveryHours: number;
  onPick: (option: OfferOption) => void;
}

/** The domain's three options; one the wallet cannot pay for is disabled, and says why. */
export function OptionList({ domain, selected, walletCents, deliveryHours, onPick }: Props) {
  const { t, i18n } = useTranslation('domains');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <ul className="option-list">
      {OPTIONS.map((option) => {
        const price = priceCents(option);
        const short = walletCents < price;
        const reasonId = `${domain}-option-${option}-reason`;
        return (
          <li
            key={option}
            className={`option-card${selected === option ? ' is-selected' : ''}${short ? ' is-disabled' : ''}`}
          >
            <button
              type="button"
              className="option-card__button"
              aria-pressed={selected === option}
              disabled={short}
              aria-describedby={short ? reasonId : undefined}
              onClick={() => onPick(option)}
            >
              <span className="option-card__name">{OPTION_NAMES[domain][option][lang]}</span>
              <span className="option-card__price">{formatCents(price, lang)}</span>
              <span className="option-card__desc">{t(`options.${domain}.${option}`)}</span>
              <span className="option-card__delivery">
                {offerFor(option)?.delivery === 'pdf'
                  ? t('delivery.pdf', { count: deliveryHours })
                  : t('delivery.screen')}
              </span>
            </button>
            {short && (
              <p id={reasonId} className="option-card__reason">
                {t('options.insufficient', {
                  price: formatCents(price, lang),
                  wallet: formatCents(walletCents, lang),
                })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
