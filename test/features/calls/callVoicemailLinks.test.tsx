import { screen, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { callsApi } from '../../../src/api/callsApi';
import { signedInStore } from '../../api/support/testStore';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildCallLogItem, buildPhone, buildVoicemail } from '../../factories';
import { callHistory, callsAndVoicemails, voicemailInbox } from '../../mocks/scenarios';
import { recordRequests } from '../../mocks/requestRecorder';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

const OWN = '8575550100';

/** The calls page, with the dashboard's own answers and then the test's (which take precedence). */
function openCallsPage(...handlers: HttpHandler[]) {
  server.use(...dashboardServer({ phones: [buildPhone({ phone_number: OWN })] }));
  server.use(...handlers);
  return renderApp('/dashboard/calls', { session: signedInSession() });
}

/** The row of the call with `party` (as shown), found by its menu button. */
function rowOf(party: string): HTMLElement {
  const button = screen.getByRole('button', { name: `Actions for the call with ${party}` });
  return button.closest('[role="listitem"]') as HTMLElement;
}

const missed = (id: number, from: string, date: string) => buildCallLogItem({ id, call_from: from, call_to: OWN, hangup_cause: 'NO_ANSWER', duration: 0, call_date: date });

describe('Reading the call log: voicemail_id is an optional extra', () => {
  it('keeps a voicemail id as sent, and drops one of the wrong type without failing the log', async () => {
    server.use(
      ...callHistory([
        { ...buildCallLogItem({ id: 1 }), voicemail_id: 650 },
        buildCallLogItem({ id: 2 }),
        { ...buildCallLogItem({ id: 3 }), voicemail_id: 'soon' } as never,
        { ...buildCallLogItem({ id: 4 }), voicemail_id: 0 },
      ]),
    );
    const result = await signedInStore().dispatch(callsApi.endpoints.getCallLog.initiate());

    expect(result.error).toBeUndefined();
    expect(result.data?.map((call) => call.voicemail_id)).toEqual([650, undefined, undefined, undefined]);
  });
});

describe('Call history: the link from a call to the voicemail left after it', () => {
  it("links an old call's row to its voicemail though the inbox's loaded page does not hold it, and no other row", async () => {
    const old = missed(31, '6175550111', '2026-01-05 09:00:00');
    const recent = missed(32, '6175550122', '2026-11-20 10:00:00');
    // The inbox's first page (20) holds the newest 20 voicemails; the old call's is the 21st.
    const newer = Array.from({ length: 20 }, (_, index) => buildVoicemail({ id: 700 + index, from_number: '6175550199', received_at: `2026-11-${String(index + 1).padStart(2, '0')}T09:00:00.000Z` }));
    const oldVoicemail = buildVoicemail({ id: 650, from_number: '6175550111', received_at: '2026-01-05T09:00:30.000Z', call_id: 31 });
    const recorder = recordRequests();
    openCallsPage(...callsAndVoicemails([recent, old], [...newer.reverse(), oldVoicemail]));

    const link = await within(await screen.findByRole('list', { name: 'Calls' })).findByRole('link', { name: 'Voicemail from (617) 555-0111' });
    expect(link).toHaveAttribute('href', '/dashboard/voicemail?voicemail=650');
    expect(within(rowOf('(617) 555-0122')).queryByRole('link')).not.toBeInTheDocument();
    // The link came with the call: the inbox loaded its first page only (its switch shows), never the older one.
    await screen.findByRole('navigation', { name: 'Calls and voicemail' });
    const inboxPages = (await recorder.requests()).filter((request) => request.path === '/voicemails');
    expect(inboxPages.map((request) => request.query.before)).toEqual([undefined]);
  });

  it('links no row when the call log has no voicemail_id (a SPEC-only call log), whatever the inbox holds', async () => {
    const call = missed(41, '6175550133', '2026-11-20 10:00:00');
    openCallsPage(...callHistory([call]), ...voicemailInbox([buildVoicemail({ id: 660, from_number: '6175550133', call_id: 41 })]));

    await screen.findByRole('button', { name: 'Actions for the call with (617) 555-0133' });
    // The inbox has loaded (its switch shows), and still the row has no link.
    await screen.findByRole('navigation', { name: 'Calls and voicemail' });
    expect(within(rowOf('(617) 555-0133')).queryByRole('link')).not.toBeInTheDocument();
  });
});
