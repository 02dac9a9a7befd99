import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type { ReactNode } from 'react';
import { PersonHeader } from '@/domain/people/components/person-header';
import { DETAIL_MSG } from '../../admission-detail-messages';
import { ExportDataButton } from './export-data-button';
import { ResendInviteButton } from './resend-invite-button';

/** Back, photo, name, job role and department in upper case, and the header's actions (001 §2). */
export function DetailHeader({ detail, activation }: { detail: CollaboratorDetail; activation: ReactNode }) {
  const role = [detail.jobRole?.name, detail.department?.name].filter(Boolean).join(' · ').toUpperCase();
  return (
    <PersonHeader
      detail={detail}
      backLabel={DETAIL_MSG.back}
      subtitles={[role]}
      actions={
        <>
          <ExportDataButton userId={detail._id} />
          <ResendInviteButton userId={detail._id} email={detail.email} />
          {activation}
        </>
      }
    />
  );
}
