import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { initialSteps } from '@colabora/core/admission/steps';
import { SERVER_MSG } from '@colabora/core/messages';
import type { RouteName } from '@colabora/core/api-routes';
import { config } from '../../config';
import {
  addressBody,
  bankDataBody,
  CANDIDATE_CPF,
  DEPENDENT_CPFS,
  documentsBody,
  familyDataBody,
  JPEG_BYTES,
  PDF_BYTES,
  personalDataBody,
  PNG_BYTES,
  uploadDocument,
  uploadPhoto,
  uploadStepFile,
} from '../../testing/admission-steps';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { createCandidate, createPerson, TERMS_ACCEPTED } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { s3 } from '../../modules/files/s3-client';
import { keptFileKey, newUploadKey } from '../../modules/files/upload-key';
import { getUser } from '../../modules/person/records';

// The candidate's five steps (spec 001 §2 'Candidate wizard', §5, §7): PUT /api/users/step/…/{userId}.

type DetailOrError = CollaboratorDetail & Partial<ErrorBody>;
type Uploaded = Awaited<ReturnType<typeof uploadPhoto>>;
/** An accepted upload is stored under its kept key (out of the expiring uploads/ prefix). */
const kept = (file: Uploaded): Uploaded => ({ ...file, key: keptFileKey(file.key) });
type Candidate = Awaited<ReturnType<typeof createCandidate>>;

let world: AdmissionWorld;
let other: AdmissionWorld;
beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
});

const newCandidate = () => createCandidate(world.company.id, { steps: initialSteps() }, TERMS_ACCEPTED);
const save = (route: RouteName, who: { token: string }, userId: string, body: unknown) =>
  invoke<DetailOrError>(route, { token: who.token, params: { userId }, body });
const saveOwn = (route: RouteName, candidate: Candidate, body: unknown) => save(route, candidate, candidate.id, body);

describe('the candidate fills steps 1 to 5', () => {
  it('each save stores the data, puts the step under analysis and raises percentageFilled by 20', async () => {
    const candidate = await newCandidate();
    const [photo, cpfPhoto, receipt, bankProof] = await Promise.all([
      uploadPhoto(candidate.token),
      uploadDocument(candidate.token, 'cpf.pdf'),
      uploadDocument(candidate.token, 'conta-de-luz.jpg', JPEG_BYTES),
      uploadDocument(candidate.token, 'cartao.png'),
    ]);

    const personal = await saveOwn('savePersonalData', candidate, personalDataBody({ ...photo, size: 1 }));
    expect(personal.status).toBe(200);
    expect(personal.body.steps.PERSONAL_DATA).toEqual({ status: 'underAnalysis', reason: null });
    expect(personal.body.steps.FAMILY_DATA.status).toBe('notFilled');
    expect(personal.body.percentageFilled).toBe(20);
    expect(personal.body.isWhatsApp).toBe(true);
    // The size stored is the one S3 holds, not the one the body claims; isWhatsApp lives on the person.
    expect(personal.body.personalData).toEqual({ ...personalDataBody(kept(photo)), isWhatsApp: undefined });
    expect(personal.body.personalData).not.toHaveProperty('isWhatsApp');

    const family = await saveOwn('saveFamilyData', candidate, familyDataBody());
    expect(family.body.percentageFilled).toBe(40);
    expect(family.body.familyData?.dependents).toHaveLength(1);

    const documents = await saveOwn('saveDocuments', candidate, { ...documentsBody(cpfPhoto), cpf: '529.982.247-25' });
    expect(documents.body.percentageFilled).toBe(60);
    expect(documents.body.documents).toMatchObject({ cpf: CANDIDATE_CPF, photoCPF: kept(cpfPhoto), photoFrontRg: null });

    const address = await saveOwn('saveAddress', candidate, { ...addressBody(receipt), isWhatsApp: false });
    expect(address.body.percentageFilled).toBe(80);
    expect(address.body.isWhatsApp).toBe(false);
    expect(address.body.address).toMatchObject({ cep: '01310100', receipt: kept(receipt), cpfOwner: null });

    const bank = await saveOwn('saveBankData', candidate, bankDataBody(bankProof));
    expect(bank.status).toBe(200);
    expect(bank.body.percentageFilled).toBe(100);
    expect(bank.body.bankData).toMatchObject({ agency: '0001', photoBankAccountReceipt: kept(bankProof) });
    expect(Object.values(bank.body.steps).map((s) => s.status)).toEqual([
      'notFilled',
      'underAnalysis',
      'underAnalysis',
      'underAnalysis',
      'underAnalysis',
      'underAnalysis',
    ]);

    // A correction of step 1 later never lowers what the list shows.
    const again = await saveOwn('savePersonalData', candidate, { ...personalDataBody(photo), gender: 'Masculino' });
    expect(again.body.percentageFilled).toBe(100);
    expect(again.body.personalData?.gender).toBe('Masculino');
  });

  it('a person registered before steps existed starts from every step not filled', async () => {
    const candidate = await createCandidate(world.company.id, {}, TERMS_ACCEPTED);
    const answer = await saveOwn('saveFamilyData', candidate, familyDataBody([]));
    expect(answer.status).toBe(200);
    expect(answer.body.steps.FAMILY_DATA.status).toBe('underAnalysis');
    expect(answer.body.steps.PERSONAL_DATA.status).toBe('notFilled');
    expect(answer.body.percentageFilled).toBe(20);
  });
});

describe('percentageFilled counts the steps actually filled (001 §9: 80 on page 5, 100 on page 6 in order)', () => {
  it('only the bank data is one step of five: 20, not 100 in bold on the list', async () => {
    const candidate = await newCandidate();
    const answer = await saveOwn('saveBankData', candidate, bankDataBody(await uploadDocument(candidate.token, 'cartao.png')));
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.percentageFilled).toBe(20);
    expect((await getUser(world.company.id, candidate.id, true))?.percentageFilled).toBe(20);
  });

  it('only the family data is 20, not 40; the steps after it add 20 each, a second save of one adds nothing', async () => {
    const candidate = await newCandidate();
    const [receipt, bankProof] = await Promise.all([
      uploadDocument(candidate.token, 'conta-de-luz.jpg', JPEG_BYTES),
      uploadDocument(candidate.token, 'cartao.png'),
    ]);
    expect((await saveOwn('saveFamilyData', candidate, familyDataBody())).body.percentageFilled).toBe(20);
    expect((await saveOwn('saveAddress', candidate, addressBody(receipt))).body.percentageFilled).toBe(40);
    expect((await saveOwn('saveFamilyData', candidate, familyDataBody([]))).body.percentageFilled).toBe(40);
    expect((await saveOwn('saveBankData', candidate, bankDataBody(bankProof))).body.percentageFilled).toBe(60);
  });
});

describe('the steps open only once the terms are accepted (001 §4 candidate flow)', () => {
  it('refuses every step save before the terms (403 with its code), storing nothing', async () => {
    const candidate = await createCandidate(world.company.id, { steps: initialSteps() });
    const [photo, document] = await Promise.all([uploadPhoto(candidate.token), uploadDocument(candidate.token, 'cartao.png')]);
    const bodies: [RouteName, unknown][] = [
      ['savePersonalData', personalDataBody(photo)],
      ['saveFamilyData', familyDataBody()],
      ['saveDocuments', documentsBody(document)],
      ['saveAddress', addressBody(document)],
      ['saveBankData', bankDataBody(document)],
    ];
    for (const [route, body] of bodies) {
      const answer = await saveOwn(route, candidate, body);
      expect(answer.status, route).toBe(403);
      expect(answer.body).toEqual({ message: SERVER_MSG.termsNotAccepted, code: 'termsNotAccepted' });
    }
    const stored = await getUser(world.company.id, candidate.id, true);
    expect(stored).toMatchObject({ percentageFilled: 0, steps: initialSteps() });
    expect(stored?.bankData).toBeUndefined();
    expect(stored?.familyData).toBeUndefined();
  });

  it('opens them once the candidate accepted the terms on the welcome page', async () => {
    const candidate = await createCandidate(world.company.id, { steps: initialSteps() });
    const accepted = await invoke('updateInvite', { token: candidate.token, params: { inviteId: candidate.inviteId }, body: { accepted: true } });
    expect(accepted.status, accepted.raw).toBe(200);
    const answer = await saveOwn('saveFamilyData', candidate, familyDataBody());
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.percentageFilled).toBe(20);
  });
});

describe('who may save a step', () => {
  let candidate: Candidate;
  let body: unknown;
  beforeAll(async () => {
    candidate = await newCandidate();
    body = personalDataBody(await uploadPhoto(candidate.token));
  });

  it('only the candidate themself, while filling the steps (403 otherwise)', async () => {
    const [hr, employee, someoneElse, waiting, otherCompany] = await Promise.all([
      createPerson(world.company.id, { role: 'ADMINISTRATOR_COMPANY' }),
      createPerson(world.company.id, { role: 'EMPLOYEE' }),
      newCandidate(),
      createCandidate(world.company.id, { role: 'WAITING_CONTRACT_SIGN' }),
      createCandidate(other.company.id),
    ]);
    for (const caller of [hr, employee, someoneElse, otherCompany, world.hr]) {
      const answer = await save('savePersonalData', caller, candidate.id, body);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(SERVER_MSG.forbidden);
    }
    // The steps are done once the candidate waits for the contract.
    expect((await saveOwn('savePersonalData', waiting, body)).status).toBe(403);
    expect((await getUser(world.company.id, candidate.id))?.personalData).toBeUndefined();
  });

  it('not after the invite expired, until HR sets a new limit date', async () => {
    const expired = await createCandidate(world.company.id, { disabled: true });
    const answer = await saveOwn('savePersonalData', expired, personalDataBody(await uploadPhoto(expired.token)));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: SERVER_MSG.inviteExpired, code: 'inviteExpired' });
  });

  it('answers 401 without a token', async () => {
    expect((await invoke('savePersonalData', { params: { userId: candidate.id }, body })).status).toBe(401);
  });
});

describe('bad input: 400 with the form messages (spec 001 §5), nothing stored', () => {
  let candidate: Candidate;
  let photo: Awaited<ReturnType<typeof uploadPhoto>>;
  let document: Awaited<ReturnType<typeof uploadDocument>>;
  beforeAll(async () => {
    candidate = await newCandidate();
    [photo, document] = await Promise.all([uploadPhoto(candidate.token), uploadDocument(candidate.token)]);
  });

  const refused = async (route: RouteName, body: unknown, message: string, field: string) => {
    const answer = await saveOwn(route, candidate, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.errors?.[field]).toBe(message);
  };

  it('each step names its first problem', async () => {
    await refused('savePersonalData', { ...personalDataBody(photo), profilePicture: null }, 'Foto obrigatória', 'profilePicture');
    await refused('savePersonalData', { ...personalDataBody(photo), birthDate: '1899-12-31' }, 'Informe uma data válida', 'birthDate');
    await refused('saveFamilyData', { ...familyDataBody(), dependents: [] }, 'Adicione os dependentes', 'dependents');
    await refused('saveDocuments', documentsBody(document, '123.456.789-00'), 'CPF inválido', 'cpf');
    await refused('saveDocuments', { ...documentsBody(document), photoCPF: undefined }, 'A foto do CPF é obrigatória', 'photoCPF');
    await refused('saveAddress', { ...addressBody(document), receipt: null }, 'Comprovante de residência obrigatório', 'receipt');
    await refused('saveAddress', { ...addressBody(document), cep: '0131010' }, 'CEP inválido.', 'cep');
    await refused('saveBankData', { ...bankDataBody(document), photoBankAccountReceipt: null }, 'Comprovante bancário obrigatório', 'photoBankAccountReceipt');
    await refused('saveBankData', { ...bankDataBody(document), isWhatsApp: undefined }, 'Confirme se o número é WhatsApp', 'isWhatsApp');
    await refused('saveBankData', { ...bankDataBody(document), account: '12345678901234' }, 'A conta deve ter um máximo de 13 números', 'account');
    const stored = await getUser(world.company.id, candidate.id, true);
    expect(stored?.percentageFilled).toBe(0);
    expect([stored?.personalData, stored?.familyData, stored?.documents, stored?.address, stored?.bankData]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('born in Brazil: the city must be one of the state’s municipalities', async () => {
    const message = SERVER_MSG.cityNotInState;
    await refused('savePersonalData', { ...personalDataBody(photo), state: 'SP', cityOfBirth: 'Belo Horizonte' }, message, 'cityOfBirth');
    const abroad = { ...personalDataBody(photo), nationality: 'Argentina', state: 'Buenos Aires', cityOfBirth: 'La Plata' };
    expect((await saveOwn('savePersonalData', candidate, abroad)).status).toBe(200);
  });
});

describe('cross-step CPF rules', () => {
  it('family: no dependent may have the CPF saved on the documents step', async () => {
    const candidate = await newCandidate();
    const document = await uploadDocument(candidate.token);
    expect((await saveOwn('saveDocuments', candidate, documentsBody(document))).status).toBe(200);
    const answer = await saveOwn('saveFamilyData', candidate, familyDataBody([DEPENDENT_CPFS[0], CANDIDATE_CPF]));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('O colaborador possui o mesmo CPF de um dos dependentes');
    const repeated = await saveOwn('saveFamilyData', candidate, familyDataBody([DEPENDENT_CPFS[0], DEPENDENT_CPFS[0]]));
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe('Já existe um dependente cadastrado com esse CPF');
  });

  it('documents: the CPF may not be one of the saved dependents’', async () => {
    const candidate = await newCandidate();
    const document = await uploadDocument(candidate.token);
    expect((await saveOwn('saveFamilyData', candidate, familyDataBody([DEPENDENT_CPFS[1]]))).status).toBe(200);
    const answer = await saveOwn('saveDocuments', candidate, documentsBody(document, DEPENDENT_CPFS[1]));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Já existe esse CPF entre os dependentes');
    expect(answer.body.errors?.cpf).toBe('Já existe esse CPF entre os dependentes');
  });
});

describe('files: every new key is checked, a refused one leaves the stored step as it was', () => {
  let candidate: Candidate;
  let good: Awaited<ReturnType<typeof uploadPhoto>>;
  beforeAll(async () => {
    candidate = await newCandidate();
    good = await uploadPhoto(candidate.token);
    expect((await saveOwn('savePersonalData', candidate, personalDataBody(good))).status).toBe(200);
  });

  const storedPhoto = async () =>
    ((await getUser(world.company.id, candidate.id, true))?.personalData as { profilePicture: unknown }).profilePicture;

  it('refuses a .png whose bytes are text (magic bytes), keeping the stored photo', async () => {
    const fake = await uploadStepFile(candidate.token, 'selfie.png', new TextEncoder().encode('não sou uma imagem'), 'photo');
    const answer = await saveOwn('savePersonalData', candidate, { ...personalDataBody(fake), gender: 'Masculino' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(SERVER_MSG.onlyImages);
    expect(answer.body.errors).toEqual({ profilePicture: SERVER_MSG.onlyImages });
    expect(await storedPhoto()).toEqual(kept(good));
    expect((await getUser(world.company.id, candidate.id, true))?.personalData).toMatchObject({ gender: 'Feminino' });
  });

  it('refuses a PDF as the selfie, and a file over 10 MB (its stored size, whatever the body says)', async () => {
    // A photo ticket whose bytes are a PDF: the bytes decide.
    const pdf = await uploadPhoto(candidate.token, 'selfie.png', PDF_BYTES);
    expect((await saveOwn('savePersonalData', candidate, personalDataBody(pdf))).body.message).toBe(SERVER_MSG.onlyImages);
    // A document upload is no selfie, whatever its bytes: it was asked for another purpose (403).
    const document = await uploadDocument(candidate.token, 'outra.png', PNG_BYTES);
    const otherPurpose = await saveOwn('savePersonalData', candidate, personalDataBody(document));
    expect(otherPurpose.status).toBe(403);
    expect(otherPurpose.body.message).toBe(SERVER_MSG.uploadNotYours);
    // Written straight to the bucket: the local S3 ignores the POST policy's size range anyway.
    const key = newUploadKey(candidate, 'photo', 'enorme.png');
    const bytes = new Uint8Array(10 * 1024 * 1024 + 1);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: bytes }));
    const answer = await saveOwn('savePersonalData', candidate, personalDataBody({ key, name: 'enorme.png', size: 1000 }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(SERVER_MSG.fileTooLarge(10));
    expect(await storedPhoto()).toEqual(kept(good));
  });

  it("another company's key, or a key never uploaded, is not found (404)", async () => {
    const foreign = await uploadPhoto((await createCandidate(other.company.id)).token);
    for (const file of [foreign, { ...good, key: newUploadKey(candidate, 'photo', 'nada.png') }]) {
      const answer = await saveOwn('savePersonalData', candidate, personalDataBody(file));
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(SERVER_MSG.fileMissing);
    }
    expect(await storedPhoto()).toEqual(kept(good));
  });

  it('the file already stored in the slot is kept as it is, without checking it again', async () => {
    const candidateB = await newCandidate();
    const upload = await uploadPhoto(candidateB.token);
    const photo = kept(upload);
    const first = await saveOwn('savePersonalData', candidateB, personalDataBody(upload));
    expect(first.body.personalData?.profilePicture).toEqual(photo);
    // Gone from the bucket: a check would now fail, so a 200 shows the kept reference was not checked again.
    await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: photo.key }));
    const answer = await saveOwn('savePersonalData', candidateB, { ...personalDataBody({ ...photo, size: 5 }), raceColor: 'Branca' });
    expect(answer.status).toBe(200);
    expect(answer.body.personalData).toMatchObject({ raceColor: 'Branca', profilePicture: photo });
  });

  it('a new photo replaces the stored one', async () => {
    const next = await uploadStepFile(candidate.token, 'nova.jpg', JPEG_BYTES, 'photo');
    const answer = await saveOwn('savePersonalData', candidate, personalDataBody(next));
    expect(answer.status).toBe(200);
    expect(answer.body.personalData?.profilePicture).toEqual(kept(next));
  });
});

describe('an approved step is final', () => {
  it('refuses its save with 409, changing nothing', async () => {
    const candidate = await newCandidate();
    const document = await uploadDocument(candidate.token);
    expect((await saveOwn('saveAddress', candidate, addressBody(document))).status).toBe(200);
    const approved = await invoke<DetailOrError>('updateStep', {
      token: world.hr.token,
      params: { userId: candidate.id },
      body: { stepName: 'ADDRESS', status: 'approved' },
    });
    expect(approved.body.steps.ADDRESS.status).toBe('approved');
    const answer = await saveOwn('saveAddress', candidate, { ...addressBody(document), number: '2000' });
    expect(answer.status).toBe(409);
    // The SPA shows this reason instead of its generic failure: it reads the code, never the wording.
    expect(answer.body).toEqual({ message: SERVER_MSG.stepAlreadyApproved, code: 'stepAlreadyApproved' });
    expect((await getUser(world.company.id, candidate.id, true))?.address).toMatchObject({ number: '1000' });
  });
});
