import type { DismissalDetail } from '@colabora/core/dismissal/api';
import { computeNotice } from '@colabora/core/dismissal/notice';
import { collaboratorDetail } from '../person/detail';
import { personStabilityFacts } from './person-stability';
import { storedProcess } from './stored-process';
import type { UserRecord } from '../../db/entities/user';

/** The answer of every dismissal call HR makes: the person as the detail reads them, plus the process. */
export async function dismissalDetail(person: UserRecord): Promise<DismissalDetail> {
  const { shutDownData, ...process } = storedProcess(person);
  const [detail, facts] = await Promise.all([collaboratorDetail(person), personStabilityFacts(person)]);
  return {
    ...detail,
    ...process,
    stabilityFacts: facts,
    notice: shutDownData && computeNotice(shutDownData),
  };
}
