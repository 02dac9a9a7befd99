// Texts shared across areas, verbatim from the spec (000 §5, §8). Area-specific texts live with their schema.
export const MSG = {
  required: 'Campo obrigatório',
  invalidEmail: 'Endereço de e-mail inválido',
  passwordRequired: 'Digite uma senha',
  userDeactivated: 'O usuário está desativado',
  loginFailed: 'Falha ao realizar login',
  serviceUnavailable: 'Serviço indisponível',
  loginSuccess: 'Login realizado com sucesso',
  completeAdmission: 'Complete o processo de admissão',
  operationSuccess: 'Operação realizada com sucesso',
  importSuccess: 'Importação realizada com sucesso',
  importFailure: 'Ocorreu um erro, tente novamente',
  fetchFailure: 'Falha ao buscar dados',
  rolesAndDepartmentsFailure: 'Falha ao buscar cargos e departamentos',
  uploadFailure: 'Falha ao enviar arquivo',
} as const;

// Server answers the spec leaves to us; Portuguese, saying what to do.
export const SERVER_MSG = {
  unauthenticated: 'Sessão expirada. Entre novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  notFound: 'Registro não encontrado.',
  invalidInput: 'Dados inválidos. Verifique os campos e tente novamente.',
  invalidCredentials: 'E-mail ou senha incorretos.',
  accountLocked: 'Muitas tentativas sem sucesso. Aguarde 15 minutos e tente novamente.',
  internal: 'Erro inesperado no servidor. Tente novamente em instantes.',
  onlyXlsx: 'Apenas arquivos .xlsx são aceitos. Baixe o modelo e preencha-o.',
  fileTooLarge: (limitMb: number) => `O arquivo excede o limite de ${limitMb} MB.`,
  fileMissing: 'Arquivo não encontrado. Envie o arquivo novamente.',
  emptySheet: 'A planilha não tem linhas preenchidas. Preencha o modelo e envie novamente.',
  sheetMissingColumns: (headers: string[]) =>
    `A planilha não segue o modelo: ${headers.length > 1 ? 'faltam as colunas' : 'falta a coluna'} ${headers
      .map((h) => `'${h}'`)
      .join(', ')}. Baixe o modelo e preencha-o.`,
  sheetTooManyRows: (max: number) => `A planilha tem mais de ${max} linhas. Divida-a em arquivos menores.`,
  sheetRepeatedName: (row: number) => `Nome repetido: já aparece na linha ${row} da planilha.`,
  sheetInvalidValue: 'Valor inválido',
  sheetYesOrNo: "Use 'Sim' ou 'Não'",
} as const;
