import * as z from 'zod/mini';
import { requiredString } from '../fields';
import { MSG } from '../messages';
import { cnpjSchema, companyAddressSchema, legalNameSchema, type CompanyAddress } from './schema';

// The employer's identification the time records carry (Portaria MTP 671/2021: art. 79 III–IV on the receipt,
// art. 84 I on the mirror, AFD types 1–2): CNPJ, legal name (razão social) and the places of work, set by the
// company's administrator in its settings (issue 23 §8). The company's `name` is its legal name: one fact, one place.

export const EMPLOYER_MSG = {
  section: 'Dados do empregador',
  sectionHint: 'Impressos no comprovante de registro de ponto, no espelho de ponto e no arquivo AFD (Portaria MTP 671/2021).',
  legalName: 'Razão social',
  cnpj: 'CNPJ',
  placesOfWork: 'Locais de trabalho',
  placesHint: 'O primeiro local é o de quem não tiver outro escolhido nos dados de contratação.',
  placeName: 'Nome do local',
  cep: 'CEP',
  publicPlace: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'UF',
  addPlace: 'ADICIONAR LOCAL',
  removePlace: (name: string) => `Remover o local ${name || 'sem nome'}`,
  placeTitle: (index: number) => `Local ${index + 1}`,
  atLeastOnePlace: 'Informe ao menos um local de trabalho',
  tooManyPlaces: (max: number) => `No máximo ${max} locais de trabalho`,
  samePlaceName: 'Cada local de trabalho precisa de um nome diferente',
  /** The server's refusal of a person's place of work (hiring data) the company does not list. */
  unknownPlace: 'Escolha um dos locais de trabalho da empresa',
  /** The name the registered address takes as the first place of a company that never set its places. */
  headOffice: 'Sede',
} as const;

/** Places a company lists (a form on one screen; the AFD type-2 field holds one place of 100 characters). */
export const MAX_PLACES_OF_WORK = 20;

/** A place's name, which also names it in a person's hiring data. */
export const PLACE_NAME_MAX = 60;

export const placeOfWorkSchema = z.object({
  name: requiredString(MSG.required, PLACE_NAME_MAX),
  address: companyAddressSchema,
});
export type PlaceOfWork = z.output<typeof placeOfWorkSchema>;

export const employerSchema = z.object({
  name: legalNameSchema,
  cnpj: cnpjSchema,
  placesOfWork: z
    .array(placeOfWorkSchema, { error: EMPLOYER_MSG.atLeastOnePlace })
    .check(
      z.minLength(1, EMPLOYER_MSG.atLeastOnePlace),
      z.maxLength(MAX_PLACES_OF_WORK, EMPLOYER_MSG.tooManyPlaces(MAX_PLACES_OF_WORK)),
      // A person's place of work names one of them (personPlaceOfWork): the name must say which.
      z.refine((places) => new Set(places.map((place) => place.name)).size === places.length, EMPLOYER_MSG.samePlaceName),
    ),
});
export type Employer = z.output<typeof employerSchema>;

/**
 * The company's places of work: those the administrator set, or its registered address as the one place of a
 * company that never set them (every company has an address from its creation).
 */
export function placesOfWork(company: { address: CompanyAddress; placesOfWork?: PlaceOfWork[] | null }): PlaceOfWork[] {
  return company.placesOfWork?.length ? company.placesOfWork : [{ name: EMPLOYER_MSG.headOffice, address: company.address }];
}

/**
 * The person's place of work (art. 79 IV: 'local da prestação do serviço'): the company's place HR chose in the
 * person's hiring data, by its name; the first place for someone without one, or whose place the company no
 * longer lists.
 */
export function personPlaceOfWork(places: PlaceOfWork[], name: string | null | undefined): PlaceOfWork {
  return places.find((place) => place.name === name) ?? places[0];
}

/** 'Rua A, 10, sala 2, Centro, São Paulo/SP, CEP 01001-000'. */
export function addressText({ publicPlace, number, complement, neighborhood, city, state, cep }: CompanyAddress): string {
  const street = [publicPlace, number, complement].filter(Boolean).join(', ');
  return `${street}, ${neighborhood}, ${city}/${state}, CEP ${cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}`;
}

/** Art. 79 IV as printed: 'Sede: Rua A, 10, …'. */
export const placeOfWorkText = (place: PlaceOfWork) => `${place.name}: ${addressText(place.address)}`;
