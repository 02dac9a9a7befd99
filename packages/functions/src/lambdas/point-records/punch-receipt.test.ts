import { HeadObjectCommand } from '@aws-sdk/client-s3';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCnpj } from '@colabora/core/brazil/cnpj';
import { SERVER_MSG } from '@colabora/core/messages';
import { RECEIPT_MSG, type ReceiptAnswer } from '@colabora/core/timeclock/receipt';
import { SP } from '@colabora/core/timeclock/testing/clock';
import { config } from '../../config';
import { db } from '../../db/service';
import { s3 } from '../../modules/files/s3-client';
import { recordPunch } from '../../modules/timeclock/record-punch';
import { receiptKey } from '../../modules/timeclock/receipt-file';
import { createPerson, ownAndOtherCompany, type TestWorld } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { stageCertificate } from '../../testing/detached-signature';
import { pdfTexts, verifyPdfSignature } from '../../testing/signed-pdf';

// GET /api/point-registers/receipt/{nsr} (Portaria MTP 671/2021 arts. 79–80, issue 23 §5): the owner's signed
// receipt, made once and kept; read back here by a reader that does not share the writer's code.

let world: TestWorld;
let other: TestWorld;
let owner: Awaited<ReturnType<typeof createPerson>>;
let colleague: Awaited<ReturnType<typeof createPerson>>;
const CPF = '52998224725';
const DAY = '2026-10-05';

beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
  [owner, colleague] = await Promise.all(
    ['Maria da Conceição Araújo', 'João Colega'].map((fullName) =>
      createPerson(world.company.id, { role: 'EMPLOYEE', statusActive: 'HIRED', recordPoints: true, fullName }),
    ),
  );
  // NSR 1 the company's creation and 2–3 the two people put on the time clock (AFD types 2 and 5); NSR 4 the
  // owner's punch at 08:01:00, NSR 5 the colleague's; NSR 2 the punch of the other company.
  for (const [index, person] of [owner, colleague].entries()) {
    const receivedAt = new Date(SP.instantAt(DAY, '08:01') + index * 1000);
    expect((await recordPunch({ companyId: world.company.id, userId: person.id, cpf: CPF, receivedAt, point: null, timeZone: 'America/Sao_Paulo' }, null)).status).toBe('recorded');
  }
  const stranger = other.people.EMPLOYEE;
  await recordPunch({ companyId: other.company.id, userId: stranger.id, cpf: '11144477735', receivedAt: new Date(SP.instantAt(DAY, '09:00')), point: null, timeZone: 'America/Sao_Paulo' }, null);
});

const receipt = (nsr: string, token = owner.token) => invoke<ReceiptAnswer>('getPunchReceipt', { token, params: { nsr } });

async function download(answer: ReceiptAnswer): Promise<Uint8Array> {
  const response = await fetch(answer.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toContain(answer.fileName);
  return new Uint8Array(await response.arrayBuffer());
}


describe('GET /api/point-registers/receipt/{nsr}', () => {
  it('answers a 60-second link to the signed receipt with every item of art. 79', async () => {
    const answer = await receipt('4');
    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toBe('comprovante-ponto-000000004.pdf');
    expect(new URL(answer.body.url).searchParams.get('X-Amz-Expires')).toBe('60');
    const pdf = await download(answer.body);

    const signature = verifyPdfSignature(pdf);
    const expected = stageCertificate();
    expect(forge.pki.certificateToPem(signature.certificate)).toBe(forge.pki.certificateToPem(expected));
    expect(signature.certificate.subject.getField('CN').value).toContain('certificado de TESTE');
    expect(signature.subFilter).toBe('ETSI.CAdES.detached');

    const { data: company } = await db.entities.company.get({ id: world.company.id }).go();
    const { data: punches } = await db.entities.punch.query.companyPunches({ companyId: world.company.id, nsr: 4 }).go();
    const texts = pdfTexts(pdf);
    const text = texts.join(' ');
    for (const item of [
      RECEIPT_MSG.title,
      '000000004',
      company!.name,
      formatCnpj(company!.cnpj),
      'Avenida Paulista, 1000, Bela Vista, São Paulo/SP, CEP 01310-100',
      'Maria da Conceição Araújo',
      '529.982.247-25',
      '05/10/2026 08:01:00',
      'Registro do programa no INPI',
    ])
      expect(text).toContain(item);
    // The hash may wrap across lines: its pieces follow one another.
    expect(texts.join('')).toContain(punches[0].hash);
  });

  it('makes the PDF once: later requests link the same bytes under the same key', async () => {
    const key = receiptKey(world.company.id, 4);
    const first = await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }));
    const again = await receipt('4');
    expect(again.status).toBe(200);
    const second = await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }));
    expect(second.ETag).toBe(first.ETag);
    expect(second.LastModified).toEqual(first.LastModified);
  });

  it('prints the person’s place of work (art. 79 IV: local da prestação do serviço) when HR chose one', async () => {
    const { data: company } = await db.entities.company.get({ id: world.company.id }).go();
    const centro = { name: 'Loja Centro', address: { ...company!.address, publicPlace: 'Rua Direita', number: '20', neighborhood: 'Sé' } };
    await db.entities.company.patch({ id: world.company.id }).set({ placesOfWork: [{ name: 'Sede', address: company!.address }, centro] }).go();
    const { data: person } = await db.entities.user.get({ companyId: world.company.id, id: colleague.id }).go();
    await db.entities.user.patch({ companyId: world.company.id, id: colleague.id }).set({ hiringData: { ...person!.hiringData, placeOfWork: 'Loja Centro' } }).go();
    const answer = await receipt('5', colleague.token);
    expect(answer.status).toBe(200);
    const text = pdfTexts(await download(answer.body)).join(' ');
    expect(text).toContain('Loja Centro: Rua Direita, 20, Sé, São Paulo/SP, CEP 01310-100');
    expect(text).not.toContain('Avenida Paulista');
  });

  it("is the owner's only: a colleague's NSR, another company's, an event's (no punch), none, or not a number is not found", async () => {
    for (const [nsr, token] of [
      ['5', owner.token],
      ['4', colleague.token],
      ['4', other.people.EMPLOYEE.token],
      ['1', owner.token],
      ['6', owner.token],
      ['abc', owner.token],
    ] as const) {
      const answer = await receipt(nsr, token);
      expect(answer.status, `${nsr}`).toBe(404);
      expect(answer.body).toEqual({ message: SERVER_MSG.notFound });
    }
  });
});
