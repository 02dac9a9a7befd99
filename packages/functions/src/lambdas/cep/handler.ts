import { resourceHandler } from '../../http/resource-handler';
import { lookupCep } from './lookup-cep';

export const handler = resourceHandler('cep', { lookupCep });
