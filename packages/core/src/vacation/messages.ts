// Texts of the vacation rules (ours: the spec has only 'Férias registradas com sucesso', 001 §8). Each cites the
// CLT article it comes from.
export const VACATION_MSG = {
  shortPart: (days: number, min: number) => `Cada período de férias deve ter no mínimo ${min} dias corridos; este tem ${days} (CLT art. 134, §1º).`,
  noLongPart: (min: number) => `Férias divididas: um dos períodos deve ter no mínimo ${min} dias corridos (CLT art. 134, §1º).`,
  tooManyParts: (max: number) => `As férias podem ser divididas em até ${max} períodos (CLT art. 134, §1º).`,
  abonoTooLarge: (max: number) => `O abono pecuniário pode converter no máximo ${max} dias, um terço das férias do período (CLT art. 143).`,
  overBalance: (balance: number) =>
    `O período aquisitivo tem saldo de ${balance} ${balance === 1 ? 'dia' : 'dias'}: as férias e o abono deste período passam desse saldo.`,
} as const;
