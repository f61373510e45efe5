import { screen } from '@testing-library/react';
import { buildPlan } from '../factories';
import { creditBundlesAvailable, plansAvailable } from '../mocks/scenarios';
import { dashboardServer } from '../features/dashboardServer';
import { loadedScreen } from './support/loadedScreen';
import { itSurvivesEveryFault } from './support/screenUnderFault';

const currentPlan = loadedScreen({
  screen: 'plan (change plan)',
  heading: 'Plan',
  url: '/dashboard/plan',
  path: '/plans/',
  // Plans without their prices.
  incomplete: [{ plan_id: 1, plan_name_en: 'Monthly', plan_interval: '1 month' }],
  // The customer's current plan carries its subscription (the card the page shows).
  server: () => [
    ...plansAvailable([buildPlan({ plan_id: 1, plan_name_en: 'Monthly', subscription_id: 77, subscription_date: '2024-05-01' })]),
    ...dashboardServer(),
  ],
  loaded: () => screen.findByRole('region', { name: 'Monthly' }),
});

const credits = loadedScreen({
  screen: 'plan (credits)',
  heading: 'Plan',
  url: '/dashboard/plan',
  tab: 'Manage credits',
  path: '/getcredits',
  // Bundles without price or credits.
  incomplete: [{ id: 1, purchase_name: 'credits_2500' }],
  server: () => [...dashboardServer(), ...creditBundlesAvailable()],
  loaded: () => screen.findByRole('list', { name: 'Credit bundles' }),
});

describe('plan page under server faults', () => {
  itSurvivesEveryFault([currentPlan, credits]);
});
