import type { EsimPlan, EsimPlans, EsimRecord, EsimTopups, EsimUsage, UsageDay } from '../../src/contract/api';
import { nextId } from './sequence';

/** A data plan (price in dollars). */
export function buildEsimPlan(overrides: Partial<EsimPlan> = {}): EsimPlan {
  return { id: nextId(), price: 15, descriptions: { en: '5 GB for 30 days' }, ...overrides };
}

/** GET /esim/getplans with a small and a large plan unless overridden. */
export function buildEsimPlans(overrides: Partial<EsimPlans> = {}): EsimPlans {
  return {
    success: true,
    plans: [buildEsimPlan(), buildEsimPlan({ price: 40, descriptions: { en: '20 GB for 30 days' } })],
    ...overrides,
  };
}

/** GET /esim/topups: 500 MB for $4.99 and 1 GB for $7.99 unless overridden. */
export function buildEsimTopups(overrides: Partial<EsimTopups> = {}): EsimTopups {
  return {
    success: true,
    topups: [
      { id: 1, dataMb: 500, price: 4.99 },
      { id: 2, dataMb: 1024, price: 7.99 },
    ],
    ...overrides,
  };
}

/** GET /esim/details: an installed eSIM with a QR code unless overridden. */
export function buildEsimRecord(overrides: Partial<EsimRecord> = {}): EsimRecord {
  return {
    success: true,
    textQrCode: 'LPA:1$smdp.example.com$ACTIVATION-CODE',
    imei: '356938035643809',
    iccid: '8901260882200000001',
    createdAt: '2024-05-01T10:00:00.000Z',
    esimId: 'esim-1',
    ...overrides,
  };
}

/** One day of usage in MB; totalVolume is downlink + uplink. */
export function buildUsageDay(overrides: Partial<UsageDay> = {}): UsageDay {
  const downlink = overrides.downlink ?? 120;
  const uplink = overrides.uplink ?? 30;
  return { date: '2024-05-01', downlink, uplink, totalVolume: downlink + uplink, ...overrides };
}

/** GET /esim/usage: the given days (two by default) and their totals. */
export function buildEsimUsage(days: UsageDay[] = [buildUsageDay(), buildUsageDay({ date: '2024-05-02' })]): EsimUsage {
  const sum = (field: 'downlink' | 'uplink' | 'totalVolume') => days.reduce((total, day) => total + day[field], 0);
  return {
    success: true,
    dataTotalUsage: { downlink: sum('downlink'), uplink: sum('uplink'), totalVolume: sum('totalVolume') },
    dataUsage: days,
  };
}
