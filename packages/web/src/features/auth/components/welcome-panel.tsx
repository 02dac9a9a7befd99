import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Spec 000 §2.4: the welcome side of the sign-in screen. */
export function WelcomePanel() {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 2,
        px: 8,
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, ${theme.palette.secondary.main} 100%)`,
      }}
    >
      <Typography variant="h6" component="p" fontWeight={700} sx={{ opacity: 0.9 }}>
        Colabora
      </Typography>
      <Typography variant="h3" component="h1" fontWeight={700}>
        Olá, bem vindo!
      </Typography>
      <Typography variant="h6" component="p" fontWeight={400} sx={{ maxWidth: 520, opacity: 0.95 }}>
        Um sistema completo de controle de ponto e gestão de recursos humanos para a sua empresa.
      </Typography>
    </Box>
  );
}
