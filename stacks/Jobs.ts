import { Cron, use, type StackContext } from 'sst/constructs';
import { JOBS } from '@colabora/core/jobs';
import { Data } from './Data';
import { jobHandler } from './lambdas';

export function Jobs({ stack }: StackContext) {
  const { tableAccess } = use(Data);

  for (const job of JOBS) {
    new Cron(stack, job.name, {
      schedule: job.schedule,
      job: {
        function: {
          handler: jobHandler(job.name),
          description: job.description,
          // A job walks every company's people, unlike an API call.
          timeout: '5 minutes',
          bind: [tableAccess],
        },
      },
    });
  }
}
