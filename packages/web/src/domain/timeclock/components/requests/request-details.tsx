import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMinutes } from '@colabora/core/timeclock/hhmm';
import { ALERT_TYPE_LABEL, pointLabel } from '@colabora/core/timeclock/point-types';
import { REQUEST_REASON_LABEL, REQUEST_STATUS_LABEL } from '@colabora/core/timeclock/reasons';
import { REQUEST_LABEL } from '@colabora/core/timeclock/request-messages';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import type { ReactNode } from 'react';
import { OpenFileButton } from '@/components/files/file-link-button';
import { formatDate, formatTime } from '@/lib/format-date';
import { fetchRequestAttachment } from '@/domain/timeclock/api/request-attachment';

const clockOf = (iso: string | null) => (iso ? formatTime(iso) : null);

/** The fields a request of each reason carries (002 §2.3 'reason-specific fields'). */
function reasonFields(request: PointSolicitation): [string, ReactNode][] {
  const { pointAlert } = request;
  const alert: [string, ReactNode][] = pointAlert
    ? [
        [
          REQUEST_LABEL.alert,
          [ALERT_TYPE_LABEL[pointAlert.alertType], pointAlert.pointType && pointLabel(pointAlert.pointType, pointAlert.breakName)].filter(Boolean).join(' - '),
        ],
        [REQUEST_LABEL.day, formatDate(request.day)],
        [REQUEST_LABEL.expectedTime, clockOf(pointAlert.pointStartDate)],
      ]
    : [];
  switch (request.reason) {
    case 'POINTS_ADJUST':
      return [...alert, [REQUEST_LABEL.registerTime, clockOf(request.registerDate)]];
    case 'MEDICAL_CERTIFICATE':
      return alert;
    case 'PARTIAL_MEDICAL_CERTIFICATE':
      return [
        ...alert,
        [REQUEST_LABEL.partialStart, request.partialMedicalCertificateStartHour],
        [REQUEST_LABEL.partialEnd, request.partialMedicalCertificateEndHour],
      ];
    case 'HOURS_COMPENSATION':
      return [
        [REQUEST_LABEL.compensationDate, formatDate(request.compensationDate)],
        [REQUEST_LABEL.hoursCompensated, request.totalMinutesCompensated === null ? null : formatMinutes(request.totalMinutesCompensated)],
      ];
    default:
      return [[REQUEST_LABEL.dayOffDate, formatDate(request.solicitationDate ?? request.day)]];
  }
}

/**
 * What a request says, read-only: its date, reason and status, the fields of its reason, the justification, HR's
 * reason for a refusal, and its PDF through a short-lived link. The employee's 'SOLICITAÇÃO' dialog and HR's
 * detail dialog both show it.
 */
export function RequestDetails({ request, showName = false }: { request: PointSolicitation; showName?: boolean }) {
  const rows: [string, ReactNode][] = [
    ...(showName ? [[REQUEST_LABEL.collaborator, request.user.fullName] as [string, ReactNode]] : []),
    [REQUEST_LABEL.requestDate, formatDate(request.createdAt)],
    [REQUEST_LABEL.reason, REQUEST_REASON_LABEL[request.reason]],
    [REQUEST_LABEL.status, REQUEST_STATUS_LABEL[request.status]],
    ...reasonFields(request),
    [REQUEST_LABEL.justification, request.justification],
    ...(request.disapprovalReason ? [[REQUEST_LABEL.disapprovalReasonShown, request.disapprovalReason] as [string, ReactNode]] : []),
  ];
  const { attachment } = request;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value ?? '-'}
          </Typography>
        </Box>
      ))}
      {attachment && (
        <Box sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {REQUEST_LABEL.attachment}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <OpenFileButton fetchBlob={() => fetchRequestAttachment(request._id)} label={attachment.name} sx={{ textTransform: 'none', px: 0 }} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
