import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { EXAM_LABEL, requiredExams } from '@colabora/core/admission/admission-files';
import { DETAIL_MSG } from '../../../admission-detail-messages';
import { InfoGrid } from '@/domain/people/components/info-grid';
import { storedFile } from '@/domain/people/components/stored-file';

/** The clinical exam, and the toxicological one when the job role asks for it. */
export function ExamList({ detail }: { detail: CollaboratorDetail }) {
  const kinds = requiredExams(detail.jobRole?.toxicologicalExam ?? false);
  return (
    <InfoGrid
      items={kinds.map((kind) => ({
        label: EXAM_LABEL[kind],
        value: storedFile(detail._id, detail[kind], 'Ver exame') ?? DETAIL_MSG.examMissing,
      }))}
    />
  );
}
