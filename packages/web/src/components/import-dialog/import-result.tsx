import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportAnswer } from '@colabora/core/uploads/schema';

/** How many records the sheet created, and each refused row with its reason. */
export function ImportResult({ answer }: { answer: ImportAnswer }) {
  return (
    <>
      <Alert severity={answer.created > 0 ? 'success' : 'warning'}>
        {answer.created === 1 ? '1 registro criado.' : `${answer.created} registros criados.`}
        {answer.refused.length > 0 &&
          ` ${answer.refused.length === 1 ? '1 linha recusada' : `${answer.refused.length} linhas recusadas`}.`}
      </Alert>
      {answer.refused.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            Linhas recusadas
          </Typography>
          <TableContainer sx={{ maxHeight: 240 }}>
            <Table size="small" stickyHeader aria-label="Linhas recusadas">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 80 }}>Linha</TableCell>
                  <TableCell>Motivo</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.refused.map((refusal) => (
                  <TableRow key={`${refusal.row}-${refusal.reason}`}>
                    <TableCell>{refusal.row}</TableCell>
                    <TableCell>{refusal.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </>
  );
}
