import { Cron, use, type StackContext } from 'sst/constructs';
import { JOBS } from '@colabora/core/jobs';
import { Data } from './Data';

export function Jobs({ stack }: StackContext) {
  const { tableAccess } = use(Data);

  for (const job of JOBS) {
    new Cron(stack, job.name, {
      schedule: job.schedule,
      job: {
        function: {
          handler: `packages/functions/src/jobs/${job.name}.handler`,
          description: job.description,
          // A job walks every company's people, unlike an API call.
          timeout: '5 minutes',
          bind: [tableAccess],
        },
      },
    });
  }
}
