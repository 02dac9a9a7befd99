import type * as z from 'zod/mini';
import type { ActivityAnswer, ActivityRegistered } from './activity/answer';
import type { activityBodySchema, endActivitySchema } from './activity/schema';
import type { activateSchema } from './admission/activation';
import type {
  deleteContractQuerySchema,
  examBodySchema,
  markContractSignedSchema,
  signContractSchema,
  uploadContractSchema,
} from './admission/admission-files';
import type { addressSchema } from './admission/address';
import type { bankDataSchema } from './admission/bank-data';
import type {
  AdmissionListItem,
  CepAddress,
  CollaboratorDetail,
  FileLink,
  InviteSignInAnswer,
  InviteSummary,
  StepsAnswer,
  WorkdayOption,
} from './admission/contract';
import type { documentsSchema } from './admission/documents';
import type { emailConfirmSchema } from './admission/email-confirm';
import type { familyDataSchema } from './admission/family-data';
import type { hiringDataSchema } from './admission/hiring-data';
import type { newCollaboratorBodySchema } from './admission/new-collaborator';
import type { personalDataSchema } from './admission/personal-data';
import type { updateStepBodySchema } from './admission/step-review';
import type { RouteName } from './api-routes';
import type { CompanySettings, companySettingsSchema } from './company/settings';
import type { firstAccessSchema } from './auth/first-access';
import type { createPasswordSchema } from './auth/password';
import type { PasswordLinkAnswer } from './auth/password-link';
import type { PasswordRecoveryAnswer, passwordRecoveryRequestSchema, recoverPasswordSchema } from './auth/password-recovery';
import type { SignInAnswer, signInSchema } from './auth/schema';
import type { selectedIdsSchema } from './catalog/catalog-spec';
import type { Department, DEPARTMENT_CATALOG } from './department/schema';
import type { DismissalDetail, dismissalDetailsSchemaFor, RescissionDocumentsAnswer } from './dismissal/api';
import type { DismissalListItem } from './dismissal/list';
import type { dismissalDocumentQuerySchema, dismissalDocumentsBodySchema } from './dismissal/documents';
import type { Holiday, HOLIDAY_CATALOG } from './holiday/schema';
import type { addNationalHolidaysSchema, NationalHolidaysAdded, NationalHolidaysAnswer } from './holiday/national-request';
import type { updateInviteSchema } from './invite/schema';
import type { JobRole, JOB_ROLE_CATALOG } from './job-role/schema';
import type { Page } from './paging';
import type {
  deletePayslipSchema,
  openPayslipQuerySchema,
  Payslip,
  PayslipBulkAnswer,
  payslipBulkSchema,
  payslipQuerySchema,
  payslipUploadSchema,
} from './payslip/schema';
import type { ActiveListItem } from './people/active-list';
import type { PersonHistoryPage, personHistoryQuerySchema } from './people/history-page';
import type { DeleteUsersAnswer } from './people/removal';
import type { Promotion, promotionBodySchema, confirmPromotionSchema } from './promotion/schema';
import type { ReceiptAnswer } from './timeclock/receipt';
import type { RepFileAnswer, repFileQuerySchema } from './timeclock/afd/export-query';
import type { PointAlertView } from './timeclock/alerts';
import type { approveRequestBodySchema, compensateHoursBodySchema, payHoursBodySchema, workTimeQuerySchema } from './timeclock/bank-schema';
import type { BankEntryView, ExpiringHours, HoursBankRow, hoursBankQuerySchema } from './timeclock/hours-bank';
import type { PointMirrorAnswer } from './timeclock/mirror';
import type { VacationListItem, vacationQuerySchema } from './vacation/api';
import type { mirrorQuerySchema } from './timeclock/mirror-filter';
import type { MirrorPdfAnswer, mirrorPdfQuerySchema } from './timeclock/mirror-document';
import type { PunchReply, punchBodySchema, TodayPoints, todayPointsQuerySchema } from './timeclock/point-register-api';
import type { PagedRows, PointRecord, pointRecordsQuerySchema } from './timeclock/records';
import type {
  adjustSchema,
  compensationBodySchema,
  dayOffSchema,
  inAnalysisQuery,
  myRequestsQuery,
  PointSolicitation,
  reproveSchema,
  RequestNotifications,
} from './timeclock/request-schema';
import type { fileLinkQuerySchema, ImportAnswer, importRequestSchema, UploadTicket, uploadRequestSchema } from './uploads/schema';
import type { deleteUsersSchema, limitDateUpdateSchema, resetPasswordSchema, userListQuerySchema } from './users/schema';
import type { ScaleEvent } from './workday/schedule';
import type { Journey, JourneyListItem, newJourneyBodySchema } from './workday/schema';
import type {
  journeyNameQuerySchema,
  journeyPaginateQuerySchema,
  journeysSelectionSchema,
  journeysStatusSchema,
  monthScaleQuerySchema,
  updateJourneyBreaksSchema,
  updateJourneyDetailsSchema,
  updateJourneyScaleAndBreaksSchema,
  updateJourneyScaleSchema,
} from './workday/api';

// What each route of the manifest (api-routes.ts) takes and answers, as types only: nothing here reaches a
// bundle, and api-routes.ts stays the plain table the stacks and the gateway read. The handler layer
// (functions/src/http/resource-handler.ts) parses `body` and `query` with the schemas named here before the
// action runs and holds the action to `answer`; the SPA's client infers the answer and types the body from
// them; the web tests' mock API answers the same types. A change of shape fails to compile on every side.

type Schema = z.ZodMiniType;

/** One route's terms. */
interface RouteTerms {
  /** The body's schema: the handler layer parses it (400 with the schema's message) before the action runs. */
  body?: Schema;
  /**
   * A body whose rules depend on what is stored (a candidate's step, a request's alert, a dismissal's
   * admission date): the action parses it with the schema it builds; the SPA sends this schema's input.
   */
  ownBody?: Schema;
  /** The query's schema: parsed by the handler layer like `body`. */
  query?: Schema;
  /** The JSON the route answers, or FileDownload. */
  answer: unknown;
  /** One route, several lists: the answer for each ?status (`answer` is then their union). */
  answersByStatus?: object;
}

/** A route that answers a file's bytes (a sheet model), not JSON. */
export interface FileDownload {
  readonly download: true;
}

/** The three lists of GET /api/users/company/{companyId}, chosen by ?status. */
export interface CompanyUsersAnswer {
  ADMISSION: Page<AdmissionListItem>;
  ACTIVE: Page<ActiveListItem>;
  DISMISSAL: Page<DismissalListItem>;
}

type CatalogQuery<Spec> = Spec extends { pageQuery: infer Q extends Schema } ? Q : never;
type CatalogBody<Spec> = Spec extends { body: infer B extends Schema } ? B : never;
type Deleted = { _id: string };
type BulkDeleted = { _id: string[] };
type JourneysChanged = { _ids: string[] };

interface Terms {
  signIn: { body: typeof signInSchema; answer: SignInAnswer };
  firstAccess: { body: typeof firstAccessSchema; answer: PasswordLinkAnswer };
  requestPasswordRecovery: { body: typeof passwordRecoveryRequestSchema; answer: PasswordRecoveryAnswer };
  recoverPassword: { body: typeof recoverPasswordSchema; answer: PasswordLinkAnswer };

  createUpload: { body: typeof uploadRequestSchema; answer: UploadTicket };

  listJobRoles: { answer: JobRole[] };
  paginateJobRoles: { query: CatalogQuery<typeof JOB_ROLE_CATALOG>; answer: Page<JobRole> };
  createJobRole: { body: CatalogBody<typeof JOB_ROLE_CATALOG>; answer: JobRole };
  updateJobRole: { body: CatalogBody<typeof JOB_ROLE_CATALOG>; answer: JobRole };
  deleteJobRole: { answer: Deleted };
  importJobRoles: { body: typeof importRequestSchema; answer: ImportAnswer };
  jobRoleSheetModel: { answer: FileDownload };

  listDepartments: { answer: Department[] };
  paginateDepartments: { query: CatalogQuery<typeof DEPARTMENT_CATALOG>; answer: Page<Department> };
  createDepartment: { body: CatalogBody<typeof DEPARTMENT_CATALOG>; answer: Department };
  updateDepartment: { body: CatalogBody<typeof DEPARTMENT_CATALOG>; answer: Department };
  deleteDepartment: { answer: Deleted };
  importDepartments: { body: typeof importRequestSchema; answer: ImportAnswer };
  departmentSheetModel: { answer: FileDownload };

  paginateHolidays: { query: CatalogQuery<typeof HOLIDAY_CATALOG>; answer: Page<Holiday> };
  createHoliday: { body: CatalogBody<typeof HOLIDAY_CATALOG>; answer: Holiday };
  updateHoliday: { body: CatalogBody<typeof HOLIDAY_CATALOG>; answer: Holiday };
  deleteHoliday: { answer: Deleted };
  deleteHolidays: { body: ReturnType<typeof selectedIdsSchema>; answer: BulkDeleted };
  importHolidays: { body: typeof importRequestSchema; answer: ImportAnswer };
  holidaySheetModel: { answer: FileDownload };
  listNationalHolidays: { answer: NationalHolidaysAnswer };
  addNationalHolidays: { body: typeof addNationalHolidaysSchema; answer: NationalHolidaysAdded };

  createEmployee: { body: typeof newCollaboratorBodySchema; answer: CollaboratorDetail };
  importEmployees: { body: typeof importRequestSchema; answer: ImportAnswer };
  employeeSheetModel: { answer: FileDownload };
  listCompanyUsers: {
    query: typeof userListQuerySchema;
    answer: CompanyUsersAnswer[keyof CompanyUsersAnswer];
    answersByStatus: CompanyUsersAnswer;
  };
  deleteUsers: { body: typeof deleteUsersSchema; answer: DeleteUsersAnswer };
  /** A fill deadline ({limitDate, disabled: false}) or one tab of the person's record: the action tells them apart. */
  updateUser: { ownBody: typeof limitDateUpdateSchema | z.ZodMiniType<Record<string, unknown>>; answer: CollaboratorDetail };
  resetPassword: { body: typeof resetPasswordSchema; answer: CollaboratorDetail };
  getUser: { answer: CollaboratorDetail };

  getUserSteps: { answer: StepsAnswer };
  updateStep: { body: typeof updateStepBodySchema; answer: CollaboratorDetail };
  saveHiringData: { body: typeof hiringDataSchema; answer: CollaboratorDetail };
  savePersonalData: { ownBody: typeof personalDataSchema; answer: CollaboratorDetail };
  saveFamilyData: { ownBody: ReturnType<typeof familyDataSchema>; answer: CollaboratorDetail };
  saveDocuments: { ownBody: ReturnType<typeof documentsSchema>; answer: CollaboratorDetail };
  saveAddress: { ownBody: typeof addressSchema; answer: CollaboratorDetail };
  saveBankData: { ownBody: typeof bankDataSchema; answer: CollaboratorDetail };
  getFileLink: { query: typeof fileLinkQuerySchema; answer: FileLink };
  exportPersonData: { answer: FileLink };

  uploadAdmissionExam: { body: typeof examBodySchema; answer: CollaboratorDetail };
  uploadToxicologicalExam: { body: typeof examBodySchema; answer: CollaboratorDetail };
  uploadContract: { body: typeof uploadContractSchema; answer: CollaboratorDetail };
  deleteContract: { query: typeof deleteContractQuerySchema; answer: CollaboratorDetail };
  signContract: { body: typeof signContractSchema; answer: CollaboratorDetail };
  markContractSigned: { body: typeof markContractSignedSchema; answer: CollaboratorDetail };
  activateUser: { body: typeof activateSchema; answer: CollaboratorDetail };

  inviteSignIn: { body: typeof signInSchema; answer: InviteSignInAnswer };
  updateInvite: { body: typeof updateInviteSchema; answer: InviteSummary };
  confirmEmail: { body: typeof emailConfirmSchema; answer: InviteSummary };
  /** null: the invite was removed meanwhile. */
  createPassword: { body: typeof createPasswordSchema; answer: InviteSummary | null };

  getPersonHistory: { query: typeof personHistoryQuerySchema; answer: PersonHistoryPage };

  getActivity: { answer: ActivityAnswer | null };
  listActivities: { answer: ActivityAnswer[] };
  createActivity: { body: typeof activityBodySchema; answer: ActivityRegistered };
  endActivityWithNoForecast: { body: typeof endActivitySchema; answer: CollaboratorDetail };
  listVacations: { query: typeof vacationQuerySchema; answer: VacationListItem[] };

  createPromotion: { body: typeof promotionBodySchema; answer: Promotion };
  getPromotion: { answer: Promotion | null };
  confirmPromotion: { body: typeof confirmPromotionSchema; answer: Promotion };
  cancelPromotion: { answer: Promotion };

  listPayslips: { query: typeof payslipQuerySchema; answer: Payslip[] };
  createPayslip: { body: typeof payslipUploadSchema; answer: Payslip };
  deletePayslip: { body: typeof deletePayslipSchema; answer: Payslip };
  importPayslips: { body: typeof payslipBulkSchema; answer: PayslipBulkAnswer };
  openPayslip: { query: typeof openPayslipQuerySchema; answer: FileLink };

  lookupCep: { answer: CepAddress };
  listWorkdays: { answer: WorkdayOption[] };

  paginateWorkdays: { query: typeof journeyPaginateQuerySchema; answer: Page<JourneyListItem> };
  validateWorkdayName: { query: typeof journeyNameQuerySchema; answer: boolean };
  createWorkday: { body: typeof newJourneyBodySchema; answer: Journey };
  updateWorkdayDetails: { body: typeof updateJourneyDetailsSchema; answer: Journey };
  updateWorkdayScale: { body: typeof updateJourneyScaleSchema; answer: Journey };
  updateWorkdayBreaks: { body: typeof updateJourneyBreaksSchema; answer: Journey };
  updateWorkdayScaleAndBreaks: { body: typeof updateJourneyScaleAndBreaksSchema; answer: Journey };
  updateWorkdaysStatus: {
    body: typeof journeysStatusSchema;
    answer: JourneysChanged & Pick<z.output<typeof journeysStatusSchema>, 'status'>;
  };
  deleteWorkday: { answer: Deleted };
  deleteWorkdays: { body: typeof journeysSelectionSchema; answer: JourneysChanged };
  getPersonJourney: { answer: Journey | null };
  getMonthScale: { query: typeof monthScaleQuerySchema; answer: ScaleEvent[] };

  /** An empty body is an automatic punch: the action reads it as {}. */
  punch: { ownBody: typeof punchBodySchema; answer: PunchReply };
  todayPoints: { query: typeof todayPointsQuerySchema; answer: TodayPoints };

  listPointAlerts: { answer: PointAlertView[] };

  listPointRecords: { query: typeof pointRecordsQuerySchema; answer: PagedRows<PointRecord> };
  getMyPointMirror: { query: typeof mirrorQuerySchema; answer: PointMirrorAnswer };
  getPointMirror: { query: typeof mirrorQuerySchema; answer: PointMirrorAnswer };
  /** `signatureUrl` is absent until the AFD is signed (issue 23 §4): no link to a signature that does not exist. */
  exportAfd: { query: typeof repFileQuerySchema; answer: RepFileAnswer };
  exportAej: { query: typeof repFileQuerySchema; answer: RepFileAnswer };
  getPunchReceipt: { answer: ReceiptAnswer };
  getMirrorPdf: { query: typeof mirrorPdfQuerySchema; answer: MirrorPdfAnswer };

  /** The schema follows the alert the request answers. */
  requestAdjustment: { ownBody: ReturnType<typeof adjustSchema>; answer: PointSolicitation };
  requestDayOff: { body: typeof dayOffSchema; answer: PointSolicitation };
  /** The schema holds the date to today on the server's calendar. */
  requestCompensation: { ownBody: ReturnType<typeof compensationBodySchema>; answer: PointSolicitation };
  listMyRequests: { query: typeof myRequestsQuery; answer: Page<PointSolicitation> };
  listRequestsInAnalysis: { query: typeof inAnalysisQuery; answer: Page<PointSolicitation> };
  /** Optional {allowNegative}: HR confirms that approving a compensation leaves the hours bank negative. */
  approveRequest: { body: typeof approveRequestBodySchema; answer: PointSolicitation };
  reproveRequest: { body: typeof reproveSchema; answer: PointSolicitation };
  markRequestViewed: { answer: PointSolicitation };
  countRequestNotifications: { answer: RequestNotifications };
  getRequestAttachmentLink: { answer: FileLink };

  getHoursBank: { answer: number };
  workTimeByDay: { query: typeof workTimeQuerySchema; answer: number };
  listHoursBank: { query: typeof hoursBankQuerySchema; answer: PagedRows<HoursBankRow> };
  /** The schema holds the date to today on the server's calendar. */
  compensateHours: { ownBody: ReturnType<typeof compensateHoursBodySchema>; answer: BankEntryView };
  payHours: { body: typeof payHoursBodySchema; answer: BankEntryView };
  listExpiringHours: { answer: ExpiringHours[] };

  getCompanySettings: { answer: CompanySettings };
  updateCompanySettings: { body: typeof companySettingsSchema; answer: CompanySettings };
  getAtestado: { answer: FileDownload };

  startDismissal: { answer: DismissalDetail };
  getDismissal: { answer: DismissalDetail };
  /** The checkup, or the shut-down data checked against the person's admission date. */
  updateDismissalDetails: { ownBody: ReturnType<typeof dismissalDetailsSchemaFor>; answer: DismissalDetail };
  updateDismissalDocuments: { body: typeof dismissalDocumentsBodySchema; answer: DismissalDetail };
  deleteDismissalDocument: { query: typeof dismissalDocumentQuerySchema; answer: DismissalDetail };
  getDismissalDocuments: { answer: RescissionDocumentsAnswer };
  openDismissalDocument: { query: typeof dismissalDocumentQuerySchema; answer: FileLink };
  reactivateUser: { answer: DismissalDetail };
  concludeDismissal: { answer: DismissalDetail };
}

/** Holds every entry to RouteTerms. */
type Checked<T extends Record<RouteName, RouteTerms>> = T;
/** Every route's terms; a route of the manifest without its entry here does not compile. */
export type ApiContract = { [K in RouteName]: Checked<Terms>[K] & RouteTerms };

type TermOf<K extends RouteName, T extends keyof RouteTerms> = ApiContract[K] extends { [P in T]: infer S } ? S : never;

/** What route K answers. */
export type Answer<K extends RouteName> = ApiContract[K]['answer'];
/** What route K answers to a call with this query (a route answering by ?status: that status's list). */
export type AnswerTo<K extends RouteName, Query> =
  ApiContract[K] extends { answersByStatus: infer ByStatus }
    ? Query extends { status: infer S extends keyof ByStatus } ? ByStatus[S] : Answer<K>
    : Answer<K>;
/** A body as the SPA may hold it: the client only reads it, so read-only lists do. */
type Sendable<T> = T extends readonly (infer E)[] ? readonly Sendable<E>[] : T extends object ? { [P in keyof T]: Sendable<T[P]> } : T;
/** The body the SPA sends to route K (undefined: none). */
export type BodyInput<K extends RouteName> = [TermOf<K, 'body'>] extends [never]
  ? [TermOf<K, 'ownBody'>] extends [never]
    ? undefined
    : Sendable<z.input<TermOf<K, 'ownBody'>>>
  : Sendable<z.input<TermOf<K, 'body'>>>;
/** The schema the handler layer parses route K's body with (never: the action reads the body itself). */
export type BodySchema<K extends RouteName> = TermOf<K, 'body'>;
/** The schema the handler layer parses route K's query with (never: none). */
export type QuerySchema<K extends RouteName> = TermOf<K, 'query'>;
/** The routes that answer a file. */
export type FileRoute = { [K in RouteName]: Answer<K> extends FileDownload ? K : never }[RouteName];
