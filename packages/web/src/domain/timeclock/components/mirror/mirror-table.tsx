import Description from '@mui/icons-material/DescriptionOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMinutes } from '@colabora/core/timeclock/hhmm';
import { MIRROR_COLUMNS, MIRROR_MSG, mirrorDateLabel, type MirrorCell, type MirrorRegister } from '@colabora/core/timeclock/mirror';
import { CLT_FIGURES, cltFigureText } from '@colabora/core/timeclock/records';
import { REQUEST_REASON_LABEL, REQUEST_STATUS_LABEL } from '@colabora/core/timeclock/reasons';
import { OpenFileButton } from '@/components/files/file-link-button';
import { TruncatedText } from '@/components/truncated-text';
import { fetchRequestAttachment } from '@/domain/timeclock/api/request-attachment';

/** A value, or dashes when empty; a value breaking a rule is bold in the warning colour with a labelled icon. */
function CellValue<T>({ cell, format }: { cell: MirrorCell<T>; format: (value: T) => string }) {
  const text = cell.value === null ? MIRROR_MSG.dash : format(cell.value);
  if (!cell.alert) return <>{text}</>;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: 'warning.main', fontWeight: 600 }}>
      <span>{text}</span>
      <ErrorOutline fontSize="inherit" titleAccess={MIRROR_MSG.cellAlert} />
    </Stack>
  );
}

/** §4.3: the alert icon (past workday without entry) or the request icon. */
function RowIcon({ icon }: { icon: MirrorRegister['icon'] }) {
  if (icon === 'ALERT') return <WarningAmber fontSize="small" sx={{ color: 'warning.main' }} titleAccess={MIRROR_MSG.alertIcon} />;
  if (icon === 'REQUEST') return <Description fontSize="small" color="primary" titleAccess={MIRROR_MSG.requestIcon} />;
  return null;
}

/** Pausas: the main break (the only one CLT art. 71 counts), or that it was pre-assigned, and apart the other pauses. */
function BreaksCell({ row }: { row: MirrorRegister }) {
  const total = row.totalBreaks.value;
  if (total === null) return <>{MIRROR_MSG.dash}</>;
  const main = row.mainBreak ?? 0;
  const mainText = row.breakPreAssigned ? MIRROR_MSG.preAssigned : MIRROR_MSG.mainBreak(formatMinutes(main));
  return (
    <Stack spacing={0.25}>
      <CellValue cell={{ value: mainText, alert: row.totalBreaks.alert }} format={same} />
      {total > main && (
        <Box component="span" sx={{ fontSize: 12 }}>
          {MIRROR_MSG.otherBreaks(formatMinutes(total - main))}
        </Box>
      )}
    </Stack>
  );
}

/** The CLT limits the day broke, by title (alerts.ts DAY_RULE_ALERT_TITLE). */
function RuleAlerts({ row }: { row: MirrorRegister }) {
  if (row.ruleAlerts.length === 0) return <>{MIRROR_MSG.dash}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, color: 'warning.dark', fontWeight: 600 }}>
      {row.ruleAlerts.map((alert) => (
        <li key={alert.kind}>{alert.title}</li>
      ))}
    </Box>
  );
}

/** Justificativa: why the day was excused, and on a weekly rest a fault took away, that its pay is lost. */
function JustificationCell({ row }: { row: MirrorRegister }) {
  const text = row.justification ? <TruncatedText text={row.justification} /> : MIRROR_MSG.dash;
  if (!row.weeklyRestLost) return <>{text}</>;
  return (
    <Stack spacing={0.25}>
      <span>{text}</span>
      <Box component="span" sx={{ fontSize: 12, color: 'warning.dark', fontWeight: 600 }} data-weekly-rest-lost>
        {MIRROR_MSG.weeklyRestLost}
      </Box>
    </Stack>
  );
}

const same = (value: string) => value;
const orDash = (value: string | null) => value ?? MIRROR_MSG.dash;

function MirrorRow({ row }: { row: MirrorRegister }) {
  return (
    // Day-off rows are greyed by their background only: the text keeps its colour, so it stays AA.
    <TableRow sx={row.isDayOff ? { bgcolor: 'grey.200' } : undefined} data-day-off={row.isDayOff || undefined}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <span>{mirrorDateLabel(row.date)}</span>
          <RowIcon icon={row.icon} />
          {row.isDayOff && (
            <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
              ({MIRROR_MSG.dayOff})
            </Box>
          )}
        </Stack>
      </TableCell>
      <TableCell>
        <CellValue cell={row.enterTime} format={same} />
      </TableCell>
      <TableCell>
        <CellValue cell={row.exitTime} format={same} />
      </TableCell>
      <TableCell>
        <CellValue cell={row.totalHours} format={formatMinutes} />
      </TableCell>
      {CLT_FIGURES.map((key) => (
        <TableCell key={key}>{row.clt ? cltFigureText(key, row.clt[key]) : MIRROR_MSG.dash}</TableCell>
      ))}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <BreaksCell row={row} />
      </TableCell>
      <TableCell sx={{ maxWidth: 220 }}>
        <JustificationCell row={row} />
      </TableCell>
      <TableCell>
        {row.attachment ? (
          <OpenFileButton
            label={row.attachment.name}
            aria-label={MIRROR_MSG.download(row.attachment.name)}
            fetchBlob={() => fetchRequestAttachment(row.attachment?.requestId ?? '')}
          />
        ) : (
          MIRROR_MSG.dash
        )}
      </TableCell>
      <TableCell>{orDash(row.reason && REQUEST_REASON_LABEL[row.reason])}</TableCell>
      <TableCell>{orDash(row.statusRequest && REQUEST_STATUS_LABEL[row.statusRequest])}</TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        <RuleAlerts row={row} />
      </TableCell>
    </TableRow>
  );
}

/** The mirror's rows (002 §2.4): every day of the period, none paged away. */
export function MirrorTable({ rows, caption }: { rows: readonly MirrorRegister[]; caption: string }) {
  return (
    // A month of fourteen columns may scroll sideways on a laptop: the region takes focus so the keyboard scrolls it.
    <TableContainer tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {MIRROR_COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <MirrorRow key={row.date} row={row} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
