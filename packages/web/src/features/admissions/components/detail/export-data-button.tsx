import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { DATA_EXPORT_MSG } from '@colabora/core/admission/data-export';
import { useExportPersonData } from '../../api/export-person-data';

/** EXPORTAR DADOS (LGPD): a zip of the person's record and files, for HR to hand over on request. */
export function ExportDataButton({ userId }: { userId: string }) {
  const exporting = useExportPersonData();
  return (
    <Button
      variant="outlined"
      onClick={() => exporting.mutate(userId)}
      disabled={exporting.isPending}
      startIcon={exporting.isPending ? <CircularProgress size={16} aria-label={DATA_EXPORT_MSG.preparing} /> : <Download />}
    >
      {DATA_EXPORT_MSG.button}
    </Button>
  );
}
