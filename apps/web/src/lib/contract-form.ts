import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import {
  VALIDATION_MESSAGES,
  isValidationMessageKey,
  type ValidationMessageKey,
} from '@arcanes/contracts/validation-messages';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { ApiError } from './api-error';

/**
 * The site's one way to hold a form (decision 0243): react-hook-form, validated by the zod resolver
 * with the contract's own schema, the one the API parses. The contracts carry keys of
 * VALIDATION_MESSAGES as their messages; the resolver here says them in the reader's language, one
 * message per top-level field, so the browser says what the server would say.
 */

type Lang = 'fr' | 'en';

/** A contract's message key in the reader's language (contracts carry keys, not sentences). */
export function validationMessage(key: string, lang: string): string {
  return VALIDATION_MESSAGES[isValidationMessageKey(key) ? key : 'invalid'][
    lang.startsWith('en') ? 'en' : 'fr'
  ];
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The first message under a field (a nested object's, an array's), as zod's issue paths nest them. */
function firstError(node: unknown): FieldError | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const e = node as FieldError;
  if (typeof e.message === 'string') return e;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref' || key === 'types') continue;
    const found = firstError(child);
    if (found) return found;
  }
  return undefined;
}

export interface ContractOptions<V extends FieldValues> {
  /** The form's values as the contract reads them (a chosen place's id, a checkbox left out…). */
  toRequest?: (values: V, lang: Lang) => unknown;
  /** Fields the form itself requires beyond the contract (names as the contract reads them). */
  required?: readonly string[] | ((values: V) => readonly string[]);
  /**
   * Checks the contract cannot make yet (its cross-field rules run only once every field is well
   * formed): a message key fills a field the contract left without error; `{ message }`, the form's
   * own words in the reader's language, takes the field over whatever the contract said.
   */
  check?: (values: V) => Partial<Record<string, ValidationMessageKey | FormWords>>;
}

/** A message the form says in its own words (already in the reader's language). */
export interface FormWords {
  message: string;
}

/**
 * zod's resolver on the contract's schema, its keys said in the reader's language. An empty required
 * field is an error of type `required` (the seed's « Tous les champs sont obligatoires. » case).
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  { toRequest, required = [], check, lang: langOf }: ContractOptions<V> & { lang: () => Lang },
): Resolver<V, unknown, z.output<S>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  return async (values, context, options) => {
    const lang = langOf();
    const request = (toRequest ? toRequest(values, lang) : values) as FieldValues;
    const result = await resolve(request, context, options as never);
    const errors: Record<string, FieldError> = {};
    const say = (key: string, ref?: FieldError['ref']): FieldError => ({
      type: key === 'required' ? 'required' : 'invalid',
      message: validationMessage(key, lang),
      ref,
    });
    for (const name of typeof required === 'function' ? required(values) : required)
      if (isEmpty(request[name])) errors[name] = say('required');
    for (const [name, node] of Object.entries(result.errors)) {
      const found = firstError(node);
      if (name && found && !errors[name]) errors[name] = say(found.message ?? 'invalid', found.ref);
    }
    for (const [name, key] of Object.entries(check?.(values) ?? {})) {
      if (typeof key === 'object')
        errors[name] = { type: 'invalid', message: key.message, ref: errors[name]?.ref };
      else if (key && !errors[name]) errors[name] = say(key);
    }
    if (Object.keys(errors).length === 0) return { values: result.values as z.output<S>, errors: {} };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * A form on a contract: validated on submit, and again on the next submit only (a message does not
 * change under the reader's fingers). Submit it with `submitWith`.
 */
export function useContractForm<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  {
    toRequest,
    required,
    check,
    ...options
  }: Omit<UseFormProps<V, unknown, z.output<S>>, 'resolver'> & ContractOptions<V>,
): UseFormReturn<V, unknown, z.output<S>> {
  const { i18n } = useTranslation();
  const lang = (): Lang => (i18n.language.startsWith('en') ? 'en' : 'fr');
  return useForm<V, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // submitWith focuses the first field in error, registered or controlled alike.
    shouldFocusError: false,
    ...options,
    resolver: contractResolver<V, S>(schema, { toRequest, required, check, lang }),
  });
}

/** Whether some error is an empty required field. */
export function hasMissing(errors: FieldErrors): boolean {
  return Object.values(errors).some((e) => e?.type === 'required');
}

/** A field's message, if any (names as the contract reads them, which may not be the form's own). */
export function errorOf(errors: FieldErrors, name: string): string | undefined {
  const e = (errors as Record<string, FieldError | undefined>)[name];
  return typeof e?.message === 'string' ? e.message : undefined;
}

/**
 * The one mapping of an API refusal onto a form: its per-field messages (already in the reader's
 * language, the request says which) go to the fields, and the message to show is returned — the
 * server's own when `serverSays` accepts the refusal (any ApiError by default), else `fallback`.
 */
export function applyApiErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, never>, 'setError'> | Pick<UseFormReturn<V>, 'setError'>,
  error: unknown,
  fallback: string,
  serverSays: (error: ApiError) => boolean = () => true,
): string {
  if (!(error instanceof ApiError)) return fallback;
  for (const [name, message] of Object.entries(error.fields ?? {}))
    form.setError(name as Path<V>, { type: 'server', message });
  return serverSays(error) ? error.message : fallback;
}

/** The first control of the form, in page order, whose name has an error, takes the focus. */
export function focusFirstError(formElement: HTMLFormElement, errors: FieldErrors): void {
  const names = new Set(Object.keys(errors));
  for (const el of formElement.querySelectorAll<HTMLElement & { name?: string; disabled?: boolean }>(
    '[name]',
  )) {
    if (el.name && names.has(el.name) && !el.disabled) {
      el.focus();
      return;
    }
  }
}

/**
 * The form's submit handler: the contract's check, then `onValid` with the parsed request; when the
 * check fails, the first field in error takes the focus and `onInvalid` is told.
 */
export function submitWith<V extends FieldValues, T>(
  form: Pick<UseFormReturn<V, unknown, T>, 'handleSubmit'>,
  onValid: SubmitHandler<T>,
  onInvalid?: SubmitErrorHandler<V>,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    const element = event.currentTarget;
    void form.handleSubmit(onValid, (errors, e) => {
      focusFirstError(element, errors);
      return onInvalid?.(errors, e);
    })(event);
  };
}

/** Every field's message, by name (for components that take a plain record). */
export function messagesOf(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(errors)) {
    const m = errorOf(errors, name);
    if (m) out[name] = m;
  }
  return out;
}
