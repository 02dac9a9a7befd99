// The summary card's labels: the spec names what it shows (002 §2.7), not how each is worded.
export const SUMMARY_LABEL = {
  start: 'Início do desligamento',
  status: 'Status',
  resignation: 'Data de demissão',
  timeAtCompany: 'Tempo de empresa',
  departure: 'Data da saída',
} as const;
