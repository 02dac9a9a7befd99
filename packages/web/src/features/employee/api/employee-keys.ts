export const employeeKeys = {
  all: ['employee'] as const,
  /** GET /api/users/{id} as the person reads themself. */
  person: (userId: string) => ['employee', 'person', userId] as const,
  /** GET /api/promotion/{userId}: the promotion waiting for the person's confirmation. */
  promotion: (userId: string) => ['employee', 'promotion', userId] as const,
  /** GET /api/users/dismissal-documents/{userId}: the rescission documents, once the person is dismissed. */
  rescission: (userId: string) => ['employee', 'rescission', userId] as const,
};
