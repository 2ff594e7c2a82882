import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  adminUpdateUserRequestSchema,
  type AdminUpdateUserRequest,
  type AdminUser,
} from '@arcanes/contracts/admin';
import { parseEurosToCents } from '@arcanes/domain/money/cents';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordStrength } from '../../../components/ui/password-strength';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { checkForm, type FieldErrors } from '../../../lib/form-check';
import { paths } from '../../../lib/paths';
import { useUpdateUser } from '../api/update-user';
import { formatMoney } from './admin-format';
import { FocusWrap } from './focus-wrap';
import { UserFields, placeValue, type UserFieldValues } from './user-fields';

function initialValues(user: AdminUser): UserFieldValues {
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
  const [values, setValues] = useState(() => initialValues(user));
  const [password, setPassword] = useState('');
  const [credit, setCredit] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // One key per opening: a second click on "Save" while the first is on its way credits once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const creditCents = credit.trim() ? parseEurosToCents(credit) : 0;
  const after = creditCents === null ? null : user.wallet_cents + creditCents;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: AdminUpdateUserRequest = { ...changes(user, values) };
    if (password) body.password = password;
    const local: FieldErrors = {};
    if (credit.trim()) {
      if (creditCents === null) local.wallet_credit = t('wallet.invalid');
      else if (after !== null && after < 0)
        local.wallet_credit = t('wallet.negative', {
          balance: formatMoney(user.wallet_cents, i18n.language),
        });
      else if (creditCents !== 0) {
        body.wallet_credit = credit.trim();
        body.wallet_reason = reason;
        if (!reason.trim()) local.wallet_reason = t('wallet.reasonRequired');
      }
    }
    const check = checkForm(adminUpdateUserRequestSchema, body, i18n.language);
    const fields = { ...(check.ok ? {} : check.fields), ...local };
    if (Object.keys(fields).length) {
      setErrors(fields);
      setFormError(t('form.invalid'));
      return;
    }
    if (Object.keys(body).length === 0) {
      setFormError(t('edit.nothing'));
      return;
    }
    setErrors({});
    setFormError(null);
    update.mutate(
      { id: user.id, body, idempotencyKey },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => {
          setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
          setFormError(error.message);
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} labelledBy="edit-user-title" className="admin-dialog admin-dialog--wide">
      <FocusWrap>
        <form onSubmit={submit} noValidate>
          <div className="admin-dialog__head">
            <h2 id="edit-user-title">{t('edit.title', { username: user.username })}</h2>
            <button type="button" className="dialog__close" onClick={onClose}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('actions.close')}</span>
            </button>
          </div>
          <UserFields
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            errors={errors}
            birthRequired={false}
          />
          <div className="form-grid">
            <PasswordField
              label={t('fields.newPassword')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
              hint={t('edit.passwordHint')}
              error={errors.password}
              after={<PasswordStrength password={password} />}
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
                value={credit}
                onChange={(e) => setCredit(e.target.value)}
                hint={t('wallet.creditHint')}
                error={errors.wallet_credit ?? errors.wallet}
                autoComplete="off"
              />
              <TextField
                label={t('wallet.reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required={Boolean(credit.trim())}
                error={errors.wallet_reason}
                maxLength={500}
                autoComplete="off"
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
