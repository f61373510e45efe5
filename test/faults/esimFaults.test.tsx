import { screen } from '@testing-library/react';
import { buildEsimPlan, buildEsimPlans, buildEsimRecord } from '../factories';
import { esimCustomer, noEsimRecord } from '../mocks/scenarios';
import { dashboardServer } from '../features/dashboardServer';
import { loadedScreen } from './support/loadedScreen';
import { itSurvivesEveryFault } from './support/screenUnderFault';

const esimPage = loadedScreen({
  screen: 'eSIM page (record)',
  heading: 'eSIM',
  url: '/dashboard/esim',
  path: '/esim/details',
  // Every field of the record may be missing (a missing 'success' is told by the QR text): what
  // the page cannot render is a QR text that is no text.
  incomplete: { success: true, textQrCode: { lpa: 'LPA:1$smdp.example$X' } },
  // Not yet on a phone (an installed eSIM keeps its QR code behind a disclosure).
  server: () => [...esimCustomer({ record: buildEsimRecord({ imei: null }) }), ...dashboardServer()],
  loaded: () => screen.findByRole('img', { name: 'eSIM activation QR code' }),
});

const esimOffer = loadedScreen({
  screen: 'eSIM page (plans to buy)',
  heading: 'eSIM',
  url: '/dashboard/esim',
  path: '/esim/getplans',
  // Plans without a price.
  incomplete: { success: true, plans: [{ id: 41, descriptions: { en: '5 GB for 30 days' } }] },
  server: () => [
    ...esimCustomer({ record: noEsimRecord(), plans: buildEsimPlans({ plans: [buildEsimPlan({ price: 15, descriptions: { en: '5 GB for 30 days' } })] }) }),
    ...dashboardServer(),
  ],
  // One plan on sale: shown as a card with its price (a radio only when there is a choice).
  loaded: () => screen.findByRole('button', { name: 'Purchase' }),
});

const usageFailed = 'Failed to fetch usage data';
const usageReport = loadedScreen({
  screen: 'eSIM usage report',
  heading: 'eSIM',
  url: '/dashboard/esim',
  tab: 'Usage report',
  path: '/esim/usage',
  // Days without their volumes.
  incomplete: { success: true, dataUsage: [{ date: '2024-06-01' }] },
  server: () => [...esimCustomer(), ...dashboardServer()],
  loaded: () => screen.findByText('Total data usage - 30 days'),
  // SPEC §8: the report has its own text for every failure.
  messages: {
    '500': usageFailed,
    '502 HTML page': usageFailed,
    'malformed JSON': usageFailed,
    'a body missing fields': usageFailed,
    'a timeout': usageFailed,
    offline: usageFailed,
  },
});

describe('eSIM screens under server faults', () => {
  itSurvivesEveryFault([esimPage, esimOffer, usageReport]);
});
