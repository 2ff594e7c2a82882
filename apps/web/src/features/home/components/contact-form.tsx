import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { contactRequestSchema, type ContactRequest } from '@arcanes/contracts/contact';
import { applyApiErrors, errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { usePostContact } from '#web/features/home/api/post-contact.ts';

const EMPTY = { name: '', email: '', message: '', website: '' };

/** The contact form: validated with the API's own schema; a hidden honeypot catches robots. */
export function ContactForm() {
  const { t } = useTranslation(['home', 'common']);
  const form = useContractForm(contactRequestSchema, {
    defaultValues: EMPTY,
    toRequest: (v, lang) => ({ ...v, lang }),
  });
  const { errors } = form.formState;
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const send = usePostContact();

  // A field's message goes as soon as it is changed.
  const field = (name: keyof typeof EMPTY) => form.register(name, { onChange: () => form.clearErrors(name) });

  const onValid = (request: ContactRequest) =>
    send.mutate(request, {
      onSuccess: (answer) => {
        form.reset(EMPTY);
        setResult({ kind: 'success', text: answer.message });
      },
      onError: (error) => {
        setResult({ kind: 'error', text: applyApiErrors(form, error, t('common:errors.generic')) });
      },
    });

  return (
    <form
      className="contact-form card"
      noValidate
      onSubmit={(e) => {
        setResult(null);
        submitWith(form, onValid, () => setResult({ kind: 'error', text: t('contact.invalid') }))(e);
      }}
    >
      <p className="form-legend">{t('common:ui.requiredLegend')}</p>
      <div className="form-row">
        <TextField
          label={t('contact.name')}
          autoComplete="name"
          required
          maxLength={120}
          error={errorOf(errors, 'name')}
          {...field('name')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={errorOf(errors, 'email')}
          {...field('email')}
        />
      </div>
      <TextAreaField
        label={t('contact.message')}
        required
        rows={5}
        maxLength={5000}
        error={errorOf(errors, 'message')}
        {...field('message')}
      />
      {/* Honeypot: out of sight and out of the tab order; people never fill it, robots do. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.honeypot')}</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      <FormMessage kind={result?.kind === 'error' ? 'error' : 'success'}>{result?.text}</FormMessage>
      <button type="submit" className="btn btn--lg" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
