import { http, type HttpHandler } from 'msw';
import type { EsimActivation, EsimPlans, EsimRecord, EsimUsage } from '../../../src/contract/api';
import { buildEsimPlans, buildEsimRecord, buildEsimUsage } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

export interface EsimData {
  plans: EsimPlans;
  record: EsimRecord;
  usage: EsimUsage;
  /** GET /esim/activation (ours, not SPEC §7); by default the record's own code. */
  activation: EsimActivation;
}

/** A customer with an installed eSIM: plans, the eSIM record, its activation code and usage, and buying works. */
export function esimCustomer(data: Partial<EsimData> = {}): HttpHandler[] {
  const record = data.record ?? buildEsimRecord();
  const esim: EsimData = { plans: buildEsimPlans(), usage: buildEsimUsage(), activation: { success: record.success, textQrCode: record.textQrCode }, ...data, record };
  return [
    http.get(apiUrl('/esim/getplans'), answer(esim.plans)),
    http.get(apiUrl('/esim/details'), answer(esim.record)),
    http.get(apiUrl('/esim/activation'), answer(esim.activation)),
    http.get(apiUrl('/esim/usage'), answer(esim.usage)),
    http.post(apiUrl('/webpurchaseesim'), accepted),
  ];
}
