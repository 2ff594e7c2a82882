import { useTranslation } from '#web/lib/use-translation.tsx';
import { passwordChecks, passwordStrength, PASSWORD_RULES } from '@arcanes/contracts/accounts';

/**
 * The seed's strength bar: the share of the five rules met; 100 % "Mot de passe fort", 60 % or more
 * "moyen", else "faible". The rules still missing are listed so the user knows what to add.
 */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  if (!password) return null;
  const { score, level } = passwordStrength(password);
  const checks = passwordChecks(password);
  const missing = PASSWORD_RULES.filter((rule) => !checks[rule]);
  return (
    <div className={`strength strength--${level}`} id={id}>
      <div
        className="strength__bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score} % — ${t(`ui.strength.${level}`)}`}
        aria-label={t('ui.strength.label')}
      >
        <span className="strength__fill" style={{ inlineSize: `${score}%` }} />
      </div>
      <p className="strength__label" aria-live="polite">
        {t(`ui.strength.${level}`)}
      </p>
      {missing.length ? (
        <ul className="strength__missing">
          {missing.map((rule) => (
            <li key={rule}>{t(`ui.rules.${rule}`)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
