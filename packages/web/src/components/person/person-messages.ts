// Texts of the person views shared by the admission detail and the collaborator detail that the spec does not quote.
export const PERSON_MSG = {
  notInformed: 'Não informado',
} as const;
