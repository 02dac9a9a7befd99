import Box from '@mui/material/Box';
import { SignInForm } from '../components/sign-in-form';
import { WelcomePanel } from '../components/welcome-panel';

/** '/': welcome panel beside the LOGIN form. */
export function SignInPage() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <WelcomePanel />
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 6, bgcolor: 'background.default' }}>
        <SignInForm />
      </Box>
    </Box>
  );
}
