// Query keys of the wizard's reads (the candidate itself is keyed in get-candidate.ts).
export const stepsKeys = {
  steps: (userId: string) => ['candidate-steps', userId] as const,
};
