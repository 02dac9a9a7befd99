import { RESET_PASSWORD_MSG } from '@colabora/core/auth/password-recovery';
import { useRecoverPassword } from '../api/password-recovery';
import { LinkPasswordPage } from '../components/link-password-page';

/** /reset-password#<token>: a new password through the link 'Esqueci minha senha' e-mailed (30 minutes, once). */
export function ResetPasswordPage() {
  const recover = useRecoverPassword();
  return <LinkPasswordPage texts={RESET_PASSWORD_MSG} setPassword={recover.mutateAsync} />;
}
