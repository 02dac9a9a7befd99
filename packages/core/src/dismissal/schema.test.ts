import { describe, expect, it } from 'vitest';
import { issuesByPath, messagesAt } from '../admission/testing/issues';
import { MSG, SERVER_MSG } from '../messages';
import { dismissalDetailsSchemaFor } from './api';
import { canApproveCheckup, checkupBodySchema, CHECKUP_CONDITIONS, NO_CONDITIONS } from './checkup';
import { dismissalDocumentQuerySchema, dismissalDocumentsBodySchema } from './documents';
import { dismissalListQuerySchema } from './list';
import { DISMISSAL_MSG } from './messages';
import { shutDownBodySchema, shutDownDataSchema } from './shut-down-data';
import { DISMISSAL_STATUS_LABEL, isOpenDismissal } from './status';

describe('dismissal statuses (002 §4.5)', () => {
  it('are labelled as the spec says', () => {
    expect(DISMISSAL_STATUS_LABEL).toEqual({
      START_OF_THE_PROCESS: 'Início do processo',
      FULFILLING_NOTICE: 'Cumprindo aviso',
      DISMISSED: 'Desligado',
    });
  });

  it('are open until DISMISSED', () => {
    expect(isOpenDismissal('START_OF_THE_PROCESS')).toBe(true);
    expect(isOpenDismissal('FULFILLING_NOTICE')).toBe(true);
    expect(isOpenDismissal('DISMISSED')).toBe(false);
    expect(isOpenDismissal(null)).toBe(false);
  });
});

describe('checkup (002 §4.5, §5.8)', () => {
  it('requires all seven booleans', () => {
    const result = checkupBodySchema.safeParse({ checkup: { pregnant: true } });
    const issues = issuesByPath(result);
    expect(issues.approvedCheckup).toEqual([MSG.required]);
    for (const condition of CHECKUP_CONDITIONS.filter((name) => name !== 'pregnant')) expect(issues[`checkup.${condition}`]).toEqual([MSG.required]);
  });

  it('approves only when no condition is ticked', () => {
    expect(canApproveCheckup(NO_CONDITIONS)).toBe(true);
    expect(checkupBodySchema.safeParse({ approvedCheckup: true, checkup: NO_CONDITIONS }).success).toBe(true);
    for (const condition of CHECKUP_CONDITIONS) {
      const checkup = { ...NO_CONDITIONS, [condition]: true };
      expect(canApproveCheckup(checkup)).toBe(false);
      expect(messagesAt(checkupBodySchema.safeParse({ approvedCheckup: true, checkup }), 'approvedCheckup')).toEqual([DISMISSAL_MSG.checkupBlocked]);
      expect(checkupBodySchema.safeParse({ approvedCheckup: false, checkup }).success).toBe(true);
    }
  });
});

const data = {
  justCause: false,
  dismissalOrigin: 'company',
  notice: 'complyNotice',
  warningDefinitions: 'twoHoursEarlier',
  increasedCompanyTime: false,
  admissionDate: '2020-01-10',
  resignationDate: '2021-01-10',
  departureDate: '',
  reason: 'Motivo 1',
  observations: 'Reestruturação da equipe.',
};

describe('dismissal data (002 §5.8)', () => {
  it('requires every field', () => {
    const issues = issuesByPath(shutDownDataSchema.safeParse({}));
    for (const field of ['justCause', 'dismissalOrigin', 'notice', 'increasedCompanyTime', 'admissionDate', 'resignationDate', 'reason', 'observations']) {
      expect(issues[field], field).toEqual([MSG.required]);
    }
    expect(messagesAt(shutDownDataSchema.safeParse({ ...data, observations: '   ' }), 'observations')).toEqual([MSG.required]);
  });

  it('requires warningDefinitions for a worked notice', () => {
    expect(messagesAt(shutDownDataSchema.safeParse({ ...data, warningDefinitions: null }), 'warningDefinitions')).toEqual([MSG.required]);
  });

  it('clears warningDefinitions for an indemnified notice', () => {
    const parsed = shutDownDataSchema.parse({ ...data, notice: 'indemnifiedNotice', warningDefinitions: 'sevenDaysBeforeEndDate' });
    expect(parsed.warningDefinitions).toBeNull();
    expect(shutDownDataSchema.parse({ ...data, notice: 'indemnifiedNotice', warningDefinitions: null }).warningDefinitions).toBeNull();
  });

  it('asks the reduction of art. 488 only when the company dismisses without cause: a resignation is worked in full', () => {
    const resignation = shutDownDataSchema.parse({ ...data, dismissalOrigin: 'collaborator', warningDefinitions: 'sevenDaysBeforeEndDate' });
    expect(resignation.warningDefinitions).toBeNull();
    expect(resignation.departureDate).toBe('2021-02-09'); // the 30 days' end, not 7 days before
    expect(shutDownDataSchema.safeParse({ ...data, dismissalOrigin: 'collaborator', warningDefinitions: null }).success).toBe(true);
    expect(messagesAt(shutDownDataSchema.safeParse({ ...data, warningDefinitions: null }), 'warningDefinitions')).toEqual([MSG.required]);
  });

  it('asks the extension and the clause of art. 481 while the contract is an experience one, and drops them after', () => {
    const experience = { endOfFirstPeriod: '2021-01-15', endOfSecondPeriod: '2021-03-01', extended: null, reciprocalClause: null };
    const inside = { ...data, admissionDate: '2020-12-02', experience };
    expect(messagesAt(shutDownDataSchema.safeParse(inside), 'experience.extended')).toEqual([MSG.required]);
    expect(messagesAt(shutDownDataSchema.safeParse(inside), 'experience.reciprocalClause')).toEqual([MSG.required]);
    const answered = shutDownDataSchema.parse({ ...inside, experience: { ...experience, extended: false, reciprocalClause: false } });
    // Ended early by the company without the clause: no notice, so no reduction and the person leaves that day.
    expect(answered).toMatchObject({ warningDefinitions: null, departureDate: '2021-01-10' });
    const second = shutDownDataSchema.parse({ ...inside, resignationDate: '2021-02-01', experience: { ...experience, reciprocalClause: true } });
    expect(second.experience).toEqual({ ...experience, extended: true, reciprocalClause: true });
    expect(shutDownDataSchema.parse({ ...inside, resignationDate: '2021-03-02' }).experience).toBeNull();
  });

  it("wants the resignation after the admission: 'Informe uma data posterior'", () => {
    for (const resignationDate of ['2020-01-10', '2019-12-31']) {
      expect(messagesAt(shutDownDataSchema.safeParse({ ...data, resignationDate }), 'resignationDate')).toEqual(['Informe uma data posterior']);
    }
  });

  it("refuses days that do not exist: 'Data inválida'", () => {
    expect(messagesAt(shutDownDataSchema.safeParse({ ...data, resignationDate: '2021-02-30' }), 'resignationDate')).toEqual(['Data inválida']);
    expect(messagesAt(shutDownDataSchema.safeParse({ ...data, admissionDate: '10/01/2020' }), 'admissionDate')).toEqual(['Data inválida']);
    expect(messagesAt(shutDownDataSchema.safeParse({ ...data, departureDate: '2021-13-01' }), 'departureDate')).toEqual(['Data inválida']);
  });

  it("offers the spec's placeholder reasons only", () => {
    expect(shutDownDataSchema.safeParse({ ...data, reason: 'Motivo 2' }).success).toBe(true);
    expect(messagesAt(shutDownDataSchema.safeParse({ ...data, reason: 'Motivo 3' }), 'reason')).toEqual([MSG.required]);
  });

  it('works out the departure date and the company-time increase by the law, whatever was sent', () => {
    expect(shutDownDataSchema.parse(data)).toMatchObject({ departureDate: '2021-02-12', increasedCompanyTime: true });
    const resignation = shutDownDataSchema.parse({ ...data, dismissalOrigin: 'collaborator', increasedCompanyTime: true });
    expect(resignation).toMatchObject({ departureDate: '2021-02-09', increasedCompanyTime: false });
    expect(shutDownDataSchema.parse({ ...data, notice: 'indemnifiedNotice' }).departureDate).toBe('2021-01-10');
  });

  it('keeps a justification only when written', () => {
    expect(shutDownDataSchema.parse({ ...data, stabilityJustification: '  ' }).stabilityJustification).toBeNull();
    expect(shutDownDataSchema.parse({ ...data, stabilityJustification: ' Licença encerrada. ' }).stabilityJustification).toBe('Licença encerrada.');
  });
});

describe('the details call takes either tab', () => {
  it('picks the schema from the body', () => {
    expect(dismissalDetailsSchemaFor({ shutDownData: data })).toBe(shutDownBodySchema);
    expect(dismissalDetailsSchemaFor({ approvedCheckup: false, checkup: NO_CONDITIONS })).toBe(checkupBodySchema);
    expect(dismissalDetailsSchemaFor(null)).toBe(checkupBodySchema);
  });
});

describe('dismissal documents (002 §5.8)', () => {
  const pdf = { key: 'uploads/c/u/termo.pdf', name: 'termo.pdf', size: 1024 };

  it("says 'Nenhum arquivo selecionado' when no file is sent", () => {
    for (const body of [{}, { documents: {} }, null]) {
      expect(Object.values(issuesByPath(dismissalDocumentsBodySchema.safeParse(body))).flat()).toEqual([DISMISSAL_MSG.noFile]);
    }
  });

  it('takes PDFs only', () => {
    expect(dismissalDocumentsBodySchema.safeParse({ documents: { terminationTerm: pdf, FGTSGuide: pdf } }).success).toBe(true);
    const png = { ...pdf, name: 'termo.png' };
    expect(messagesAt(dismissalDocumentsBodySchema.safeParse({ documents: { terminationTerm: png } }), 'documents.terminationTerm')).toEqual([
      SERVER_MSG.onlyPdf,
    ]);
  });

  it('names one of the five kinds to remove', () => {
    expect(dismissalDocumentQuerySchema.safeParse({ document: 'unemploymentInsuranceGuide' }).success).toBe(true);
    expect(dismissalDocumentQuerySchema.safeParse({ document: 'contract' }).success).toBe(false);
  });
});

describe('the dismissal list query (002 §7.3, §9)', () => {
  it('filters by statusDismissal, job role, department and text', () => {
    expect(dismissalListQuerySchema.parse({ status: 'DISMISSAL' })).toMatchObject({ statusDismissal: '', page: 1, limit: 5, orderBy: 'fullName' });
    expect(dismissalListQuerySchema.parse({ status: 'DISMISSAL', statusDismissal: 'FULFILLING_NOTICE' }).statusDismissal).toBe('FULFILLING_NOTICE');
    expect(dismissalListQuerySchema.safeParse({ status: 'DISMISSAL', statusDismissal: 'HIRED' }).success).toBe(false);
  });
});
