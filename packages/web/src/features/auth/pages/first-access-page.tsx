import { FIRST_ACCESS_MSG } from '@colabora/core/auth/first-access';
import { useFirstAccess } from '../api/first-access';
import { LinkPasswordPage } from '../components/link-password-page';

/** /first-access#<token>: a new company administrator creates their password (npm run create-company). */
export function FirstAccessPage() {
  const create = useFirstAccess();
  return <LinkPasswordPage texts={FIRST_ACCESS_MSG} setPassword={create.mutateAsync} />;
}
