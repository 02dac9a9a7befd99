import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileLink } from '@colabora/core/admission/contract';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import * as z from 'zod/mini';
import { config } from '../config';
import { NotFound } from '../http/http-error';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { s3 } from '../uploads/s3-client';
import { admissionData } from '../users/admission-data';
import { readablePerson } from './readable-person';
import { referencedKeys } from './referenced-files';

/** Long enough to open the file, short enough that a leaked link is soon useless (personal documents). */
const LINK_SECONDS = 60;

const fileLinkQuery = z.object({ key: z.string({ error: MSG.required }).check(z.minLength(1, MSG.required)) });

/**
 * GET /api/users/file/{userId}?key=… → FileLink: a presigned GET for one of the files the person's own
 * record references (HR of the company, or the person); any other key is not found.
 */
export const getFileLink: CallerAction = async ({ caller, params, query }) => {
  const { key } = parseInput(fileLinkQuery, query);
  const person = await readablePerson(caller, params.userId);
  if (!referencedKeys(admissionData(person)).has(key)) throw new NotFound(SERVER_MSG.fileMissing);
  const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: config.bucketName, Key: key }), {
    expiresIn: LINK_SECONDS,
  });
  const link: FileLink = { url, expiresIn: LINK_SECONDS };
  return ok(link);
};
