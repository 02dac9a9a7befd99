import Box from '@mui/material/Box';
import { InviteSignInForm } from '../components/invite-sign-in-form';

/** /admission-process: the candidate's landing, titled PROCESSO DE ADMISSÃO (spec 001 §2). */
export function AdmissionProcessPage() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh' }}>
      <InviteSignInForm />
    </Box>
  );
}
