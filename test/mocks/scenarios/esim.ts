import { http, HttpResponse, type HttpHandler } from 'msw';
import type { EsimActivation, EsimPlans, EsimRecord, EsimTopups, EsimUsage } from '../../../src/contract/api';
import { buildEsimPlans, buildEsimRecord, buildEsimTopups, buildEsimUsage } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

export interface EsimData {
  plans: EsimPlans;
  record: EsimRecord;
  usage: EsimUsage;
  /** GET /esim/activation (ours, not SPEC §7); by default the record's own code. */
  activation: EsimActivation;
  /** GET /esim/topups (ours, not SPEC §7): 500 MB and 1 GB by default. */
  topups: EsimTopups;
}

/**
 * A customer with an installed eSIM: plans, the eSIM record, its activation code and usage, and
 * buying works. A data top-up bought adds its data to the record's dataMb, as our server does.
 */
export function esimCustomer(data: Partial<EsimData> = {}): HttpHandler[] {
  const record = structuredClone(data.record ?? buildEsimRecord());
  const esim: EsimData = {
    plans: buildEsimPlans(),
    usage: buildEsimUsage(),
    activation: { success: record.success, textQrCode: record.textQrCode },
    topups: buildEsimTopups(),
    ...data,
    record,
  };
  return [
    http.get(apiUrl('/esim/getplans'), answer(esim.plans)),
    http.get(apiUrl('/esim/details'), () => HttpResponse.json(structuredClone(record))),
    http.get(apiUrl('/esim/activation'), answer(esim.activation)),
    http.get(apiUrl('/esim/usage'), answer(esim.usage)),
    http.get(apiUrl('/esim/topups'), answer(esim.topups)),
    http.post(apiUrl('/webpurchaseesim'), accepted),
    http.post(apiUrl('/esim/topup'), async ({ request }) => {
      const body = (await request.json()) as { topup_id?: unknown };
      const topup = esim.topups.topups.find((offer) => offer.id === body.topup_id);
      if (!topup) return HttpResponse.json({ failure: 'This data top-up is not available.' }, { status: 404 });
      record.dataMb = (record.dataMb ?? 40) + topup.dataMb;
      return HttpResponse.json({ success: true, message: `${topup.dataMb} MB added.` });
    }),
  ];
}
