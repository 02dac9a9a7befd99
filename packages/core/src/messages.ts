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
  // A create sent again with its Idempotency-Key (packages/functions/src/http/idempotency.ts).
  requestInProgress: 'Este envio ainda está sendo processado. Aguarde alguns segundos e atualize a página antes de enviar de novo.',
  requestKeyReused: 'Este envio já foi registrado com outros dados. Atualize a página e confira antes de enviar de novo.',
  // Bodies out of any form's shape (packages/functions/src/http/json-body.ts).
  bodyTooLarge: 'O envio é grande demais. Confira os dados e tente novamente.',
  bodyTooDeep: 'O envio tem dados aninhados demais. Confira os dados e tente novamente.',
  bodyNotObject: 'O envio deve ser um objeto JSON com os campos do formulário.',
  onlyXlsx: 'Apenas arquivos .xlsx são aceitos. Baixe o modelo e preencha-o.',
  onlyImages: 'Envie uma foto em JPEG ou PNG.',
  onlyImagesOrPdf: 'Envie uma foto (JPEG ou PNG) ou um PDF.',
  onlyPdf: 'Apenas arquivos PDF são aceitos.',
  fileTooLarge: (limitMb: number) => `O arquivo excede o limite de ${limitMb} MB.`,
  fileMissing: 'Arquivo não encontrado. Envie o arquivo novamente.',
  uploadNotYours: 'Este arquivo foi enviado por outra pessoa ou para outro fim. Envie o arquivo novamente.',
  emptySheet: 'A planilha não tem linhas preenchidas. Preencha o modelo e envie novamente.',
  sheetMissingColumns: (headers: string[]) =>
    `A planilha não segue o modelo: ${headers.length > 1 ? 'faltam as colunas' : 'falta a coluna'} ${headers
      .map((h) => `'${h}'`)
      .join(', ')}. Baixe o modelo e preencha-o.`,
  sheetTooManyRows: (max: number) => `A planilha tem mais de ${max} linhas. Divida-a em arquivos menores.`,
  sheetRepeatedName: (row: number) => `Nome repetido: já aparece na linha ${row} da planilha.`,
  sheetInvalidValue: 'Valor inválido',
  sheetYesOrNo: "Use 'Sim' ou 'Não'",
  sheetInvalidDate: 'Data inválida: use dd/mm/aaaa',
  sheetRepeatedEmail: (row: number) => `E-mail repetido: já aparece na linha ${row} da planilha.`,
  sheetUnknownJobRole: 'Cargo não encontrado: cadastre-o em Cargos ou corrija o nome.',
  sheetUnknownDepartment: 'Departamento não encontrado: cadastre-o em Departamentos ou corrija o nome.',

  // Admission (issue 3).
  emailTaken: 'Este e-mail já está cadastrado. Use outro e-mail ou localize a pessoa na lista de colaboradores.',
  jobRoleNotFound: 'Cargo não encontrado. Atualize a página e escolha um cargo da lista.',
  departmentNotFound: 'Departamento não encontrado. Atualize a página e escolha um departamento da lista.',
  limitDateInPast: 'A data limite não pode ser anterior a hoje.',
  notInAdmission: 'Esta pessoa não está em processo de admissão.',
  changedMeanwhile: 'Os dados desta pessoa mudaram enquanto você editava. Atualize a página e tente novamente.',
  cannotRemoveSelf: 'Você não pode remover a si mesmo. Peça a outra pessoa do RH.',
  cannotRemoveAdmin: 'Somente um administrador da empresa pode remover outro administrador.',
  unsafeText: 'O texto tem caracteres invisíveis ou de controle. Apague-o e digite de novo.',
  inviteMailFailed: 'Não foi possível enviar o e-mail do convite. Nada foi cadastrado; tente novamente em instantes.',
  resetMailFailed: 'Não foi possível enviar o e-mail com a nova senha. A senha anterior continua valendo; tente novamente.',
  inviteOnly: 'Este acesso é para quem recebeu um convite de admissão. Entre pela página inicial.',
  inviteExpired: 'O prazo do seu convite terminou. Peça ao RH da empresa para alterar a data limite.',
  // Exams, contracts, activation and the candidate's own password (admission-files, invite).
  examsBeforeApproval: 'Aguarde a aprovação de todas as etapas para enviar os exames.',
  toxicologicalNotRequired: 'O seu cargo não exige exame toxicológico.',
  examsLocked: 'O contrato de trabalho já foi assinado: os exames não podem mais ser substituídos.',
  contractSigned: 'Este contrato já foi assinado e não pode ser substituído nem removido.',
  contractMailFailed:
    'O contrato foi salvo, mas não foi possível enviar o e-mail à pessoa. Avise-a para acessar o aplicativo e assinar.',
  experiencePeriodMissing: 'Informe o período de experiência na aba DADOS CONTRATAÇÃO antes de ativar o colaborador.',
  emailNotConfirmed: 'Confirme o seu e-mail antes de criar a senha.',
  // Between the password and HR's activation (issue 9): both sign-ins say so instead of sending her back and forth.
  awaitingActivation:
    'Você já concluiu o processo de admissão. O RH da empresa vai ativar o seu acesso, e você receberá um e-mail quando puder entrar.',
  activationMailFailed:
    'O acesso foi ativado, mas não foi possível enviar o e-mail de aviso. Avise a pessoa de que já pode entrar com o seu e-mail e a sua senha.',

  // Admission steps and their review (user-steps, cep, workday).
  stepAlreadyApproved: 'Esta etapa já foi aprovada e não pode mais ser alterada.',
  termsNotAccepted: 'Antes de preencher as etapas, aceite os termos na página de boas-vindas do processo de admissão.',
  stepNotUnderAnalysis: 'Só é possível aprovar ou reprovar uma etapa em análise. Atualize a página.',
  cityNotInState: 'Cidade não encontrada neste estado. Escolha uma cidade da lista.',
  firstPeriodNotAdmission: 'O primeiro período de experiência deve começar na data de admissão.',
  workdayNotFound: 'Jornada não encontrada. Atualize a página e escolha uma jornada da lista.',
  cepUnavailable: 'Consulta de CEP indisponível no momento. Preencha o endereço manualmente.',
  // HR's edits of an active person's tabs (issue 10, PUT /api/users/{id}).
  notActiveStaff: 'Esta pessoa não é um colaborador ativo. Atualize a página.',
  changeByPromotion:
    'Cargo, departamento, regime, salário e benefícios mudam por promoção: use PROMOVER no detalhe do colaborador.',
  oneTabPerSave: 'Envie os dados de uma aba por vez: contratação, contato, família, documentos, endereço ou banco.',
} as const;
