import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { postVerifyEmail } from '#web/features/auth/api/auth-api.ts';

/**
 * The confirmation link's page: the address is confirmed when the person presses the button, not when
 * the page opens, so that a mail scanner following the link confirms nothing.
 */
export function VerifyEmailForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; message?: string }>({
    kind: 'idle',
  });

  if (!token)
    return (
      <div className="auth-form">
        <p className="notice notice--error" role="alert">
          {t('verify.missingToken')}
        </p>
        <Link className="btn btn--block" to={paths.user.profile}>
          {t('verify.toProfile')}
        </Link>
      </div>
    );

  const confirm = async () => {
    setState({ kind: 'busy' });
    try {
      const answer = await postVerifyEmail({ token });
      setState({ kind: 'done', message: answer.message });
    } catch (error) {
      setState({
        kind: 'error',
        message: error instanceof ApiError && error.status === 400 ? error.message : t('verify.failed'),
      });
    }
  };

  return (
    <div className="auth-form">
      <FormMessage kind="success">{state.kind === 'done' ? state.message : null}</FormMessage>
      <FormMessage kind="error">{state.kind === 'error' ? state.message : null}</FormMessage>
      {state.kind === 'done' ? (
        <Link className="btn btn--block" to={paths.user.profile}>
          {t('verify.toProfile')}
        </Link>
      ) : (
        <button
          type="button"
          className="btn btn--block"
          disabled={state.kind === 'busy'}
          onClick={() => void confirm()}
        >
          {state.kind === 'busy' ? t('verify.submitting') : t('verify.submit')}
        </button>
      )}
    </div>
  );
}
