import { Service } from './model/service';
import { config } from '../config';
import { documentClient } from './client';
import { Activity } from './entities/activity';
import { AfdEvent } from './entities/afd-event';
import { BankEntry, BankMonth, BankTotal } from './entities/bank-entry';
import { CnpjMarker } from './entities/cnpj-marker';
import { CodeCounter } from './entities/code-counter';
import { Company } from './entities/company';
import { Department } from './entities/department';
import { DismissalEntry } from './entities/dismissal-entry';
import { Holiday } from './entities/holiday';
import { IdempotentRequest } from './entities/idempotent-request';
import { Invite } from './entities/invite';
import { JobRole } from './entities/job-role';
import { JobState } from './entities/job-state';
import { NameMarker } from './entities/name-marker';
import { Payslip } from './entities/payslip';
import { PersonEvent } from './entities/person-event';
import { PendingPromotion, Promotion } from './entities/promotion';
import { PointAlert } from './entities/point-alert';
import { PointDay } from './entities/point-day';
import { PointSolicitation } from './entities/point-solicitation';
import { Punch } from './entities/punch';
import { PunchCounter } from './entities/punch-counter';
import { RepExportJob } from './entities/rep-export-job';
import { ResettleMark } from './entities/resettle-mark';
import { SignInGuard } from './entities/sign-in-guard';
import { StaffRoster, StaffRosterRevision } from './entities/staff-roster';
import { User } from './entities/user';
import { UserEmail } from './entities/user-email';
import { Workday } from './entities/workday';

/** Every entity over the one table; transactions span them through `db.transaction.write`. */
export const db = new Service(
  {
    company: Company,
    activity: Activity,
    user: User,
    userEmail: UserEmail,
    invite: Invite,
    jobRole: JobRole,
    jobState: JobState,
    department: Department,
    dismissalEntry: DismissalEntry,
    holiday: Holiday,
    codeCounter: CodeCounter,
    nameMarker: NameMarker,
    workday: Workday,
    personEvent: PersonEvent,
    promotion: Promotion,
    pendingPromotion: PendingPromotion,
    payslip: Payslip,
    signInGuard: SignInGuard,
    staffRoster: StaffRoster,
    staffRosterRevision: StaffRosterRevision,
    cnpjMarker: CnpjMarker,
    pointAlert: PointAlert,
    pointDay: PointDay,
    bankEntry: BankEntry,
    bankTotal: BankTotal,
    bankMonth: BankMonth,
    pointSolicitation: PointSolicitation,
    punch: Punch,
    punchCounter: PunchCounter,
    afdEvent: AfdEvent,
    repExportJob: RepExportJob,
    resettleMark: ResettleMark,
    idempotentRequest: IdempotentRequest,
  },
  { client: documentClient, table: config.tableName },
);
