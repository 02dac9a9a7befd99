import { useUpdatePerson, type PersonUpdate } from '../../../api/update-person';

/**
 * Saves one tab through PUT /api/users/{userId}, then closes its form (`done`). A failure rejects, so the
 * form stays open with the server's field errors; the notices say how it went.
 */
export function useTabSave(userId: string) {
  const update = useUpdatePerson(userId);
  return (done: () => void) => async (body: PersonUpdate) => {
    await update.mutateAsync(body);
    done();
  };
}
