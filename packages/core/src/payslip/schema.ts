import * as z from 'zod/mini';
import { uploadedFileSchema, type UploadedFile } from '../ground/uploaded-file';
import { MSG, SERVER_MSG } from '../messages';

// Payslips (spec 001 §2 'Collaborator detail' HOLERITES tab, §3 Payslip, §5 'Payslip upload', §7, §8, §9): HR
// uploads one file per month, from the admission month to the current one; the person reads them.
/** Files one bulk upload takes: each is checked, stored and e-mailed within the call's time limit. */
export const PAYSLIP_BULK_MAX_FILES = 300;

export const PAYSLIP_MSG = {
  required: MSG.required,
  fetchFailed: 'Não foi possível pegar os dados',
  uploadFailed: 'Não foi possível inserir o holerite',
  removed: 'Holerite Removido',
  removeFailed: 'Não foi possivel deletar o holerite',
  empty: 'Nenhum holerite encontrado!',
  // Ours (the spec quotes none of these).
  uploaded: 'Holerite inserido com sucesso',
  monthOutOfRange: 'Escolha um mês entre o mês de admissão e o mês atual.',
  fileRequired: 'Nenhum arquivo selecionado',
  tooManyFiles: `Envie no máximo ${PAYSLIP_BULK_MAX_FILES} arquivos por vez.`,
  notClt: 'Holerites são enviados apenas para colaboradores CLT.',
  notEmployee: 'Holerites são enviados apenas para colaboradores ativados.',
  noPersonWithCpf: 'Nenhum colaborador desta empresa tem o CPF do nome do arquivo.',
  manyPeopleWithCpf: 'Mais de um colaborador desta empresa tem o CPF do nome do arquivo. Corrija o CPF no cadastro.',
  mailFailed: 'O holerite foi salvo, mas não foi possível enviar o e-mail ao colaborador. Avise a pessoa de que o holerite está disponível.',
  noCpfInFileName: 'Nenhum CPF válido no nome do arquivo. Renomeie-o com o CPF do colaborador, por exemplo 123.456.789-09 holerite.pdf.',
} as const;

/** Upload purpose of payslip files (uploads/schema.ts). */
export const PAYSLIP_UPLOAD_PURPOSE = 'pdf';

const month = () => z.int({ error: MSG.required }).check(z.minimum(1, MSG.required), z.maximum(12, MSG.required));
const year = () => z.int({ error: MSG.required }).check(z.minimum(1900, MSG.required), z.maximum(9999, MSG.required));

/** Body of POST /api/payslip/{userId}: the month it pays and the uploaded file (checked against the options). */
export const payslipUploadSchema = z.object({
  month: month(),
  year: year(),
  file: uploadedFileSchema(MSG.required),
});
export type PayslipUpload = z.infer<typeof payslipUploadSchema>;

/** Query of GET /api/payslip/{userId}: an optional month and year (query strings are text). */
export const payslipQuerySchema = z.object({
  month: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12))),
  year: z.optional(z.coerce.number().check(z.int(), z.minimum(1900), z.maximum(9999))),
});

/** Body of DELETE /api/payslip/{userId}. */
export const deletePayslipSchema = z.object({
  payslipId: z.string({ error: MSG.required }).check(z.trim(), z.minLength(1, MSG.required)),
});

/** A payslip as GET /api/payslip/{userId} lists it (001 §3): the first day of its month and the file. */
export interface Payslip {
  _id: string;
  /** 'yyyy-MM-01'. */
  date: string;
  month: number;
  year: number;
  payslip: Pick<UploadedFile, 'name' | 'key'>;
  /** ISO instant HR sent it. */
  uploadedAt: string;
  /** ISO instant the person first opened it (proof of delivery); null while not opened. */
  firstOpenedAt: string | null;
}

/** Body of POST /api/payslip/bulk: one month and the PDFs, each named with its person's CPF. */
export const payslipBulkSchema = z.object({
  month: month(),
  year: year(),
  files: z
    .array(uploadedFileSchema(PAYSLIP_MSG.fileRequired))
    .check(z.minLength(1, PAYSLIP_MSG.fileRequired), z.maxLength(PAYSLIP_BULK_MAX_FILES, PAYSLIP_MSG.tooManyFiles)),
});
export type PayslipBulk = z.infer<typeof payslipBulkSchema>;

/** Answer of POST /api/payslip/bulk: whose payslips were created, and the files no person was found for. */
export interface PayslipBulkAnswer {
  created: { userId: string; fullName: string; fileName: string }[];
  unmatched: { fileName: string; reason: string }[];
}

/** GET /api/payslip/open/{userId}?payslipId: no id finds no payslip. */
export const openPayslipQuerySchema = z.object({ payslipId: z.string().check(z.trim(), z.minLength(1, SERVER_MSG.notFound)) });
