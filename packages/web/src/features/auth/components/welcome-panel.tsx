import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Spec 000 §2.4: the welcome side of the sign-in screen. */
export function WelcomePanel() {
  return (
    <Box
      sx={{
        flex: { md: 1 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: { xs: 1, md: 2 },
        px: { xs: 3, sm: 6, md: 8 },
        py: { xs: 3, md: 0 },
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, ${theme.palette.secondary.main} 100%)`,
      }}
    >
      <Typography variant="h6" component="p" fontWeight={700} sx={{ opacity: 0.9 }}>
        Colabora
      </Typography>
      <Typography variant="h3" component="h1" fontWeight={700} sx={{ fontSize: { xs: '2rem', md: undefined } }}>
        Olá, bem vindo!
      </Typography>
      <Typography variant="h6" component="p" fontWeight={400} sx={{ maxWidth: 520, opacity: 0.95, fontSize: { xs: '1rem', md: undefined } }}>
        Um sistema completo de controle de ponto e gestão de recursos humanos para a sua empresa.
      </Typography>
    </Box>
  );
}
