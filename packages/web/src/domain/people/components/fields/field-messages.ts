// Our wording of the person's fields, shared by the candidate's wizard and HR's collaborator detail.
export const FIELD_TEXT = {
  whatsAppQuestion: (phone: string) => `O número ${phone} é WhatsApp?`,
  cepSearching: 'Buscando endereço…',
  pickStateFirst: 'Escolha primeiro o estado',
} as const;
