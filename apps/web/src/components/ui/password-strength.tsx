import { useTranslation } from '#web/lib/use-translation.tsx';
import { passwordChecks, passwordStrength, PASSWORD_RULES } from '@arcanes/contracts/accounts';

/**
 * The seed's strength bar: the share of the five rules met; 100 % "Mot de passe fort", 60 % or more
 * "moyen", else "faible". The rules still missing are listed so the user knows what to add.
 */
export function PasswordStrength({
  password,
  id,
  refused = false,
}: {
  password: string;
  id?: string;
  /** The field has an error (the server found the password too common…): it is not called strong. */
  refused?: boolean;
}) {
  const { t } = useTranslation();
  if (!password) return null;
  const measured = passwordStrength(password);
  const score = measured.score;
  const level = refused ? 'weak' : measured.level;
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
        aria-valuetext={`${score} % — ${t(refused ? 'ui.strength.refused' : `ui.strength.${level}`)}`}
        aria-label={t('ui.strength.label')}
      >
        <span className="strength__fill" style={{ inlineSize: `${score}%` }} />
      </div>
      <p className="strength__label" aria-live="polite">
        {refused ? t('ui.strength.refused') : t(`ui.strength.${level}`)}
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
