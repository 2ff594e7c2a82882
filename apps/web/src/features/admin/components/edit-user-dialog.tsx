import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import {
  adminUpdateUserRequestSchema,
  type AdminUpdateUserRequest,
  type AdminUser,
} from '@arcanes/contracts/admin';
import { parseEurosToCents } from '@arcanes/domain/money/cents';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { PasswordStrength } from '#web/components/ui/password-strength.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  applyApiErrors,
  errorOf,
  messagesOf,
  submitWith,
  useContractForm,
  type FormWords,
} from '#web/lib/contract-form.ts';
import { paths } from '#web/lib/paths.ts';
import { useUpdateUser } from '#web/features/admin/api/update-user.ts';
import { formatMoney } from './admin-format';
import { FocusWrap } from './focus-wrap';
import { UserFields, placeValue, type UserFieldValues } from './user-fields';

interface EditUserValues extends UserFieldValues {
  password: string;
  /** The signed amount to credit, as typed. */
  wallet_credit: string;
  wallet_reason: string;
}

function initialValues(user: AdminUser): EditUserValues {
  return {
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    sexe: user.sexe ?? '',
    date_naissance: user.date_naissance ?? '',
    heure_naissance: user.heure_naissance ?? '',
    placeText: user.lieu_naissance ?? '',
    place: null,
    password: '',
    wallet_credit: '',
    wallet_reason: '',
  };
}

/** Only what the administrator changed goes to the server (an untouched field is never rewritten). */
function changes(user: AdminUser, v: UserFieldValues): AdminUpdateUserRequest {
  const body: AdminUpdateUserRequest = {};
  const start = initialValues(user);
  for (const key of [
    'username',
    'first_name',
    'last_name',
    'email',
    'date_naissance',
    'heure_naissance',
  ] as const)
    if (v[key] !== start[key]) body[key] = v[key];
  if (v.sexe && v.sexe !== start.sexe) body.sexe = v.sexe;
  if (v.place || v.placeText !== start.placeText) body.lieu_naissance = placeValue(v);
  return body;
}

/** The edit popup: every seed field, a password only if typed, and the wallet credited by a ledger adjustment with its reason. */
export function EditUserDialog({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  // One key per opening: a second click on "Save" while the first is on its way credits once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const creditOf = (credit: string) => (credit.trim() ? parseEurosToCents(credit) : 0);
  /** What changed, the password if typed, and the credit with its reason when it is a valid non-zero amount. */
  const toRequest = (v: EditUserValues): AdminUpdateUserRequest => {
    const body: AdminUpdateUserRequest = { ...changes(user, v) };
    if (v.password) body.password = v.password;
    const cents = creditOf(v.wallet_credit);
    if (cents !== null && cents !== 0 && user.wallet_cents + cents >= 0) {
      body.wallet_credit = v.wallet_credit.trim();
      body.wallet_reason = v.wallet_reason;
    }
    return body;
  };
  /** The wallet's own checks, in the form's words: an amount it can read, a balance kept ≥ 0, a reason. */
  const walletCheck = (v: EditUserValues): Record<string, FormWords> => {
    if (!v.wallet_credit.trim()) return {};
    const cents = creditOf(v.wallet_credit);
    if (cents === null) return { wallet_credit: { message: t('wallet.invalid') } };
    if (user.wallet_cents + cents < 0)
      return {
        wallet_credit: {
          message: t('wallet.negative', { balance: formatMoney(user.wallet_cents, i18n.language) }),
        },
      };
    if (cents !== 0 && !v.wallet_reason.trim())
      return { wallet_reason: { message: t('wallet.reasonRequired') } };
    return {};
  };
  const form = useContractForm(adminUpdateUserRequestSchema, {
    defaultValues: initialValues(user),
    toRequest,
    check: walletCheck,
  });
  const { errors } = form.formState;
  const [sexe, placeText, place, password, credit] = form.watch([
    'sexe',
    'placeText',
    'place',
    'password',
    'wallet_credit',
  ]);
  const creditCents = creditOf(credit);
  const after = creditCents === null ? null : user.wallet_cents + creditCents;

  const onValid = () => {
    const body = toRequest(form.getValues());
    if (Object.keys(body).length === 0) {
      setFormError(t('edit.nothing'));
      return;
    }
    setFormError(null);
    update.mutate(
      { id: user.id, body, idempotencyKey },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => setFormError(applyApiErrors(form, error, error.message)),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} labelledBy="edit-user-title" className="admin-dialog admin-dialog--wide">
      <FocusWrap>
        <form onSubmit={submitWith(form, onValid, () => setFormError(t('form.invalid')))} noValidate>
          <div className="admin-dialog__head">
            <h2 id="edit-user-title">{t('edit.title', { username: user.username })}</h2>
            <button type="button" className="dialog__close" onClick={onClose}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('actions.close')}</span>
            </button>
          </div>
          <UserFields
            register={form.register}
            values={{ sexe, placeText, place }}
            onChange={(patch) => {
              for (const [name, value] of Object.entries(patch))
                form.setValue(name as keyof typeof patch, value as never);
            }}
            errors={messagesOf(errors)}
            birthRequired={false}
          />
          <div className="form-grid">
            <PasswordField
              label={t('fields.newPassword')}
              autoComplete="new-password"
              hint={t('edit.passwordHint')}
              error={errorOf(errors, 'password')}
              after={<PasswordStrength password={password} refused={Boolean(errorOf(errors, 'password'))} />}
              {...form.register('password')}
            />
            <div className="field">
              <span className="field__label">{t('fields.role')}</span>
              <p className="field__static">
                {t(`roles.${user.role}`)}
                {' · '}
                <Link to={paths.admin.roles}>{t('edit.roleLink')}</Link>
              </p>
            </div>
          </div>
          <fieldset className="wallet-box">
            <legend>{t('wallet.legend')}</legend>
            <p className="wallet-box__balance">
              {t('wallet.current')} <strong>{formatMoney(user.wallet_cents, i18n.language)}</strong>
              {after !== null && creditCents ? (
                <>
                  {' '}
                  → {t('wallet.after')} <strong>{formatMoney(after, i18n.language)}</strong>
                </>
              ) : null}
            </p>
            <div className="form-grid">
              <TextField
                label={t('wallet.credit')}
                inputMode="decimal"
                hint={t('wallet.creditHint')}
                error={errorOf(errors, 'wallet_credit') ?? errorOf(errors, 'wallet')}
                autoComplete="off"
                {...form.register('wallet_credit')}
              />
              <TextField
                label={t('wallet.reason')}
                required={Boolean(credit.trim())}
                error={errorOf(errors, 'wallet_reason')}
                maxLength={500}
                autoComplete="off"
                {...form.register('wallet_reason')}
              />
            </div>
          </fieldset>
          <FormActions
            error={formError}
            pending={update.isPending}
            submitLabel={t('edit.submit')}
            pendingLabel={t('status.saving')}
            cancelLabel={t('actions.cancel')}
            onCancel={onClose}
          />
        </form>
      </FocusWrap>
    </Dialog>
  );
}
