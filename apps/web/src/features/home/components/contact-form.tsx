import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactRequestSchema } from '@arcanes/contracts/contact';
import { ApiError } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { fieldErrorsFrom, type FieldErrors } from '../../../lib/validation';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { FormMessage } from '../../../components/ui/form-message';
import { usePostContact } from '../api/post-contact';

const EMPTY = { name: '', email: '', message: '', website: '' };

/** The contact form: validated with the API's own schema; a hidden honeypot catches robots. */
export function ContactForm() {
  const { t } = useTranslation(['home', 'common']);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const send = usePostContact();

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const lang = currentLang();
    const parsed = contactRequestSchema.safeParse({ ...values, lang });
    if (!parsed.success) {
      const found = fieldErrorsFrom(parsed.error.issues, lang);
      setErrors(found);
      setResult({ kind: 'error', text: t('contact.invalid') });
      const first = Object.keys(found)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: (answer) => {
        setValues(EMPTY);
        setErrors({});
        setResult({ kind: 'success', text: answer.message });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        setResult({
          kind: 'error',
          text: error instanceof ApiError ? error.message : t('common:errors.generic'),
        });
      },
    });
  };

  return (
    <form className="contact-form card" noValidate onSubmit={onSubmit}>
      <p className="form-legend">{t('common:ui.requiredLegend')}</p>
      <div className="form-row">
        <TextField
          label={t('contact.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={120}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label={t('contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
      </div>
      <TextAreaField
        label={t('contact.message')}
        name="message"
        required
        rows={5}
        maxLength={5000}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
      />
      {/* Honeypot: out of sight and out of the tab order; people never fill it, robots do. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.honeypot')}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={set('website')}
        />
      </div>
      <FormMessage kind={result?.kind === 'error' ? 'error' : 'success'}>{result?.text}</FormMessage>
      <button type="submit" className="btn btn--lg" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
