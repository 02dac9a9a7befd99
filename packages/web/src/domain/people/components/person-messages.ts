// Texts of the person views shared by the admission detail and the collaborator detail that the spec does not quote.
export const PERSON_MSG = {
  notInformed: 'Não informado',
  /** 001 §2 shows '???' for the e-social qualification, which the product does not hold yet. */
  esocialNotInformed: 'Não informada',
} as const;
