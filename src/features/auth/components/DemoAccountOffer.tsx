import { useState } from 'react';
import { useGetDemoAccountQuery } from '../../../api/demoAccountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainFormMessage } from '../../../components/plain/PlainFormMessage';
import { usePasswordSignIn } from '../usePasswordSignIn';

const MESSAGE_ID = 'demo-account-message';

/**
 * Sandbox mode: one press signs in as the seeded demo customer (a number, a plan, calls, chats, an
 * eSIM), so a newcomer sees a lived-in dashboard at once. Hidden when the server has no demo account.
 */
export default function DemoAccountOffer() {
  const demo = useGetDemoAccountQuery();
  const signIn = usePasswordSignIn();
  const notify = useNotify();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!demo.data) return null;
  const account = demo.data;

  const tryDemo = async () => {
    setBusy(true);
    setFailure(undefined);
    const failed = await notify.whileBusy(() => signIn({ email: account.email, password: account.password }));
    setBusy(false);
    if (failed) setFailure(failed.text);
  };

  return (
    <section className="pn-stack" style={{ gap: 8, marginTop: 16 }} aria-label="Demo account">
      {/* Two short lines rather than one paragraph: this arrives after the page has painted, and
          a block larger than the first paint's would count as the page's late largest paint. */}
      <p className="pn-body2 pn-center">Sandbox: a customer with calls, chats and an eSIM</p>
      <p className="pn-caption pn-center pn-secondary">{account.email}</p>
      <PlainButton variant="outlined" size="large" loading={busy} disabled={busy} onClick={() => void tryDemo()} aria-describedby={failure ? MESSAGE_ID : undefined}>
        Try the demo account
      </PlainButton>
      <PlainFormMessage id={MESSAGE_ID} message={failure} />
    </section>
  );
}
