import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  actions?: ReactNode;
}

export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Stack
      direction="row"
      alignItems="center"
      justifyContent="space-between"
      flexWrap="wrap"
      useFlexGap
      spacing={2}
      sx={{ mb: { xs: 2, md: 3 } }}
    >
      <Typography variant="h5" component="h1" fontWeight={600}>
        {title}
      </Typography>
      {actions && (
        <Stack direction="row" spacing={1.5} useFlexGap alignItems="center" flexWrap="wrap">
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
