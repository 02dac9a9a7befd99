import { examBodySchema, type ExamFile, type ExamKind } from '@colabora/core/admission/admission-files';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { acceptUpload } from '../../modules/files/stored-file';
import { admissionData } from '../../modules/person/stored-data';
import { collaboratorDetail } from '../../modules/person/detail';
import { assertInAdmission, FILE_FIELDS } from './admission-person';
import { requiresToxicologicalExam } from './exam-requirements';
import { examRefusal } from './exam-rules';
import { updatePerson } from '../../modules/person/guarded-update';

/**
 * POST /api/users/admission-exam | /api/users/toxicological-exam {file} → CollaboratorDetail: the caller's
 * own exam, a PDF (checked by its bytes before anything is stored, so a wrong file never replaces a stored
 * exam), stamped with when it arrived. Refusals: exam-rules.ts.
 */
function uploadExam(route: 'uploadAdmissionExam' | 'uploadToxicologicalExam', kind: ExamKind) {
  return action(route, { body: examBodySchema }, async ({ caller, body: { file } }) => {
    let accepted: UploadedFile | undefined;
    const updated = await updatePerson(
      caller.companyId,
      caller.id,
      async (person) => {
        assertInAdmission(person);
        const toxicologicalRequired = kind === 'toxicologicalExam' && (await requiresToxicologicalExam(person));
        const { contracts } = admissionData(person);
        const refusal = examRefusal({ role: person.role, kind, toxicologicalRequired, contracts });
        if (refusal) throw refusal;
        accepted ??= await acceptUpload(caller, file, 'pdf');
        const exam: ExamFile = { ...accepted, uploadedAt: new Date().toISOString() };
        return { set: { [kind]: exam }, read: [...FILE_FIELDS] };
      },
    );
    return ok(await collaboratorDetail(updated));
  });
}

export const uploadAdmissionExam = uploadExam('uploadAdmissionExam', 'admissionExam');
export const uploadToxicologicalExam = uploadExam('uploadToxicologicalExam', 'toxicologicalExam');
