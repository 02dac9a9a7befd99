import Box from '@mui/material/Box';
import { SignInForm } from '../components/sign-in-form';
import { WelcomePanel } from '../components/welcome-panel';

/** '/': welcome panel beside the LOGIN form; on a phone, above it. */
export function SignInPage() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100vh' }}>
      <WelcomePanel />
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', px: { xs: 2, sm: 6 }, py: { xs: 3, md: 0 }, bgcolor: 'background.default' }}>
        <SignInForm />
      </Box>
    </Box>
  );
}
