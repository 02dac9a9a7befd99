import type { RouteName } from '../api-routes';
import type { StatusActive } from '../enums';

// After the conclusion (issue 13 'After conclusion'): 002 §4.5 says the person 'loses access when it finishes',
// 001 shows them the RESCISÃO tab of Contratos. A former employee needs their contracts, rescission documents and
// payslips (and their data, LGPD art. 18), read-only: these routes, about themself, and nothing else. Every other
// route, including any added later (the time clock's), answers 403, because this is an allow-list.
export const FORMER_EMPLOYEE_ROUTES = [
  'getUser',
  'getFileLink',
  'exportPersonData',
  'listPayslips',
  'openPayslip',
  'getDismissalDocuments',
  'openDismissalDocument',
] as const satisfies readonly RouteName[];

/** A person whose dismissal was concluded. */
export function isFormerEmployee(person: { statusActive?: StatusActive | null }): boolean {
  return person.statusActive === 'DISMISSED';
}

/** Whether the caller may call the route given their status: anyone still employed may, a former employee only the allow-list. */
export function statusAllowsRoute(route: RouteName, person: { statusActive?: StatusActive | null }): boolean {
  return !isFormerEmployee(person) || (FORMER_EMPLOYEE_ROUTES as readonly RouteName[]).includes(route);
}
