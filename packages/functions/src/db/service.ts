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

/**
 * The REP's records, append-only (Portaria 671 art. 74 IV: nothing may alter what the employee recorded; art. 82
 * sole paragraph: their treatment only adds): a table of their own, where functions are granted reads and only the
 * records' writers new items, never an update or a delete (stacks/Data.ts, infra-tests/rep-records.ts).
 * Another record of the AFD joins them by being added here.
 */
export const REP_RECORDS = { punch: Punch, afdEvent: AfdEvent };

/**
 * Every entity, each over its table; transactions span them (and both tables) through `db.transaction.write`: a
 * punch is written with its NSR counter and its request key, which stay in the main table, in one transaction.
 */
export const db = new Service(documentClient, [
  {
    table: config.tableName,
    entities: {
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
      punchCounter: PunchCounter,
      repExportJob: RepExportJob,
      resettleMark: ResettleMark,
      idempotentRequest: IdempotentRequest,
    },
  },
  { table: config.repRecordsTableName, entities: REP_RECORDS },
]);
