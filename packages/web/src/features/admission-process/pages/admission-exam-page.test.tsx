import { storageAccepts } from '@/testing/storage';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExamFile } from '@colabora/core/admission/admission-files';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { AdmissionExamPage } from './admission-exam-page';
import { candidateDetail, candidateSession } from '../test-fixtures';

const CLINICAL = 'Exame admissional (clínico)';
const TOXICOLOGICAL = 'Exame toxicológico';
const TICKET = { url: 'http://127.0.0.1:4569/bucket', fields: { key: 'uploads/u-1/exame.pdf' }, key: 'uploads/u-1/exame.pdf' };

function exam(name: string): ExamFile {
  return { key: `uploads/u-1/${name}`, name, size: 2048, uploadedAt: '2026-02-10T15:00:00.000Z' };
}

function candidate(toxicologicalExam: boolean, exams: Partial<CollaboratorDetail> = {}): CollaboratorDetail {
  const base = candidateDetail({ role: 'WAITING_CONTRACT_SIGN' });
  return { ...base, jobRole: base.jobRole && { ...base.jobRole, toxicologicalExam }, ...exams };
}


function openExams() {
  return renderRoute('/steps/admission-exam', { admissionExam: <AdmissionExamPage /> }, { session: candidateSession({ opened: true, accepted: true }) });
}

describe('exam page: the exams the job role asks for (spec 001 §2 "Exam page")', () => {
  it('asks only for the clinical exam when the job role needs no toxicological one', async () => {
    mockApi({ getUser: () => json(candidate(false)) });
    openExams();
    expect(await screen.findByLabelText(CLINICAL)).toBeInTheDocument();
    expect(screen.queryByLabelText(TOXICOLOGICAL)).not.toBeInTheDocument();
    expect(screen.getByText('Ainda não enviado.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'IR PARA CONTRATO' })).not.toBeInTheDocument();
  });

  it('asks for the toxicological exam too when the job role requires it, and shows what was sent', async () => {
    mockApi({ getUser: () => json(candidate(true, { admissionExam: exam('clinico.pdf') })) });
    openExams();
    expect(await screen.findByLabelText(TOXICOLOGICAL)).toBeInTheDocument();
    expect(screen.getByText(/exige o exame toxicológico/)).toBeInTheDocument();
    expect(screen.getByText('clinico.pdf')).toBeInTheDocument();
    expect(screen.getByText('Enviado em 10/02/2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver arquivo' })).toBeInTheDocument();
    // The toxicological exam is still missing.
    expect(screen.queryByRole('link', { name: 'IR PARA CONTRATO' })).not.toBeInTheDocument();
  });

  it('sends a person who already has the required exams on to /steps/contract', async () => {
    mockApi({
      getUser: () => json(candidate(true, { admissionExam: exam('clinico.pdf'), toxicologicalExam: exam('toxico.pdf') })),
    });
    const { pathname } = openExams();
    await waitFor(() => expect(pathname()).toBe('/steps/contract'));
  });

  it("says 'Falha ao buscar exames' when the exams cannot be read, and tries again", async () => {
    let fail = true;
    mockApi({ getUser: () => (fail ? json({}, 500) : json(candidate(false))) });
    const { user } = openExams();
    expect(await screen.findByText('Falha ao buscar exames')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(await screen.findByLabelText(CLINICAL)).toBeInTheDocument();
  });
});

describe('exam upload (spec 001 §2, §7, §9 PDF only)', () => {
  it('asks for the file before sending', async () => {
    const api = mockApi({ getUser: () => json(candidate(false)) });
    const { user } = openExams();
    await user.click(await screen.findByRole('button', { name: 'ENVIAR EXAME' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(api.callsTo('uploadAdmissionExam')).toHaveLength(0);
  });

  it('sends the stored PDF as {file:{key,name,size}}, then shows IR PARA CONTRATO without leaving the page', async () => {
    storageAccepts();
    let sent = false;
    const api = mockApi({
      getUser: () => json(candidate(false, sent ? { admissionExam: { ...exam('exame.pdf'), key: TICKET.key } } : {})),
      createUpload: () => json(TICKET),
      uploadAdmissionExam: () => {
        sent = true;
        return json(candidate(false, { admissionExam: { ...exam('exame.pdf'), key: TICKET.key } }));
      },
    });
    const { user, pathname } = openExams();
    await user.upload(await screen.findByLabelText(CLINICAL), new File(['%PDF-1.4'], 'exame.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(api.callsTo('createUpload')[0]?.body).toMatchObject({ purpose: 'pdf', fileName: 'exame.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'ENVIAR EXAME' }));

    expect(await screen.findByText('Exame enviado com sucesso')).toBeInTheDocument();
    expect(api.callsTo('uploadAdmissionExam')[0].body).toEqual({ file: { key: TICKET.key, name: 'exame.pdf', size: 8 } });
    const next = await screen.findByRole('link', { name: 'IR PARA CONTRATO' });
    expect(next).toHaveAttribute('href', '/steps/contract');
    expect(pathname()).toBe('/steps/admission-exam');
    expect(screen.getByRole('button', { name: 'ENVIAR EXAME' })).toBeDisabled();
  });

  it('sends the toxicological exam to its own call and says when the server refuses it', async () => {
    storageAccepts();
    const api = mockApi({
      getUser: () => json(candidate(true, { admissionExam: exam('clinico.pdf') })),
      createUpload: () => json(TICKET),
      uploadToxicologicalExam: () => json({ message: 'Aguarde a aprovação de todas as etapas para enviar os exames.' }, 409),
    });
    const { user } = openExams();
    await user.upload(await screen.findByLabelText(TOXICOLOGICAL), new File(['%PDF-1.4'], 'toxico.pdf', { type: 'application/pdf' }));
    await screen.findByText('toxico.pdf');
    const [, sendToxicological] = screen.getAllByRole('button', { name: 'ENVIAR EXAME' });
    await user.click(sendToxicological);

    expect(await screen.findByText('Aguarde a aprovação de todas as etapas para enviar os exames.')).toBeInTheDocument();
    expect(api.callsTo('uploadToxicologicalExam')[0].body).toEqual({ file: { key: TICKET.key, name: 'toxico.pdf', size: 8 } });
    expect(api.callsTo('uploadAdmissionExam')).toHaveLength(0);
    expect(sendToxicological).toBeEnabled();
  });

  it('a refused file takes the place of the one chosen before: nothing is sent in its stead', async () => {
    storageAccepts();
    const api = mockApi({ getUser: () => json(candidate(false)), createUpload: () => json(TICKET) });
    const { user } = openExams();
    await user.upload(await screen.findByLabelText(CLINICAL), new File(['%PDF-1.4'], 'exame.pdf', { type: 'application/pdf' }));
    await screen.findByText('exame.pdf');

    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'exame.jpg', { type: 'image/jpeg' });
    // Past the picker's filter, as "all files" in the dialog allows.
    fireEvent.change(screen.getByLabelText(CLINICAL), { target: { files: [picture] } });
    expect(await screen.findByText('Tipo de arquivo não aceito. Envie .pdf.')).toBeInTheDocument();
    expect(screen.queryByText('exame.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ENVIAR EXAME' }));
    expect(api.callsTo('uploadAdmissionExam')).toHaveLength(0);
    expect(api.callsTo('createUpload')).toHaveLength(1);
  });

  it('refuses a .pdf whose bytes are not a PDF before uploading it, and takes one whose header follows a preamble', async () => {
    storageAccepts();
    const api = mockApi({ getUser: () => json(candidate(false)), createUpload: () => json(TICKET) });
    const { user } = openExams();
    await user.upload(await screen.findByLabelText(CLINICAL), new File(['<html>'], 'exame.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('O conteúdo do arquivo não é de um .pdf válido. Escolha outro arquivo.')).toBeInTheDocument();
    expect(api.callsTo('createUpload')).toHaveLength(0);

    await user.upload(screen.getByLabelText(CLINICAL), new File(['\uFEFF\n%PDF-1.7'], 'exame.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(api.callsTo('createUpload')).toHaveLength(1));
  });
});
