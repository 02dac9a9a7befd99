import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Upload progress, then an indeterminate bar while the server reads the sheet. */
export function ImportProgress({ fraction }: { fraction: number }) {
  const uploaded = fraction >= 1;
  const percent = Math.round(fraction * 100);
  const label = uploaded ? 'Processando planilha…' : `Enviando arquivo… ${percent}%`;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress
        aria-label={label}
        variant={uploaded ? 'indeterminate' : 'determinate'}
        value={uploaded ? undefined : percent}
      />
    </Box>
  );
}
