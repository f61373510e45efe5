import type { HttpHandler } from 'msw';
import { screen } from '@testing-library/react';
import type { BillingHistoryItem } from '../../../src/contract/api';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildBillingItem } from '../../factories';
import { billingHistory } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

/** `count` successful charges, newest first, one a day back from Nov 20, 2026, numbered from the newest. */
export function chargesNewestFirst(count: number): BillingHistoryItem[] {
  return Array.from({ length: count }, (_, index) =>
    buildBillingItem({
      id: count - index,
      created_at: new Date(Date.UTC(2026, 10, 20, 12) - index * 86_400_000).toISOString(),
      description: `Charge ${count - index}`,
      receipt_id: count - index,
    }),
  );
}

/** A signed-in customer on /dashboard/billing with `items` in their history; `handlers` take precedence. */
export function openBillingPage(items: BillingHistoryItem[], ...handlers: HttpHandler[]) {
  server.use(...dashboardServer());
  server.use(...billingHistory(items));
  server.use(...handlers);
  return renderApp('/dashboard/billing', { session: signedInSession() });
}

/** The charges table, once it has painted. */
export function chargesTable(): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Charges' });
}
