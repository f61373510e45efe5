import { http, type HttpHandler } from 'msw';
import type { EsimPlans, EsimRecord, EsimUsage } from '../../../src/contract/api';
import { buildEsimPlans, buildEsimRecord, buildEsimUsage } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

export interface EsimData {
  plans: EsimPlans;
  record: EsimRecord;
  usage: EsimUsage;
}

/** A customer with an installed eSIM: plans, the eSIM record and its usage, and buying works. */
export function esimCustomer(data: Partial<EsimData> = {}): HttpHandler[] {
  const esim: EsimData = { plans: buildEsimPlans(), record: buildEsimRecord(), usage: buildEsimUsage(), ...data };
  return [
    http.get(apiUrl('/esim/getplans'), answer(esim.plans)),
    http.get(apiUrl('/esim/details'), answer(esim.record)),
    http.get(apiUrl('/esim/usage'), answer(esim.usage)),
    http.post(apiUrl('/webpurchaseesim'), accepted),
  ];
}
