import { useTranslation } from '#web/lib/use-translation.tsx';
import { COOKIE_PURPOSES, type ConsentChoices } from '#web/lib/consent-rules.ts';
import { SwitchField } from '#web/components/ui/switch-field.tsx';

/** The cookie purposes: necessary (always on, cannot be switched off) and audience measurement. */
export function ConsentChoicesFields({
  choices,
  onChange,
}: {
  choices: ConsentChoices;
  onChange: (choices: ConsentChoices) => void;
}) {
  const { t } = useTranslation('consent');
  return (
    <div className="consent-choices">
      <SwitchField
        label={t('purposes.necessary.title')}
        description={t('purposes.necessary.desc')}
        checked
        disabled
      />
      {COOKIE_PURPOSES.map((p) => (
        <SwitchField
          key={p}
          label={t(`purposes.${p}.title`)}
          description={t(`purposes.${p}.desc`)}
          checked={choices[p]}
          onChange={(checked) => onChange({ ...choices, [p]: checked })}
        />
      ))}
    </div>
  );
}
