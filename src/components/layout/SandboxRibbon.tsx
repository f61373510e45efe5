import { useState } from 'react';
import { getConfig } from '../../config/loadConfig';
import { selectToken } from '../../session/sessionSlice';
import { useAppSelector } from '../../state/hooks';
import { lazyPart } from '../staging/lazyParts';

/** Loaded only when opened, and only in the sandbox: nothing of it is on a real server's pages. */
const LazyNetworkSimulator = lazyPart(() => import('../sandbox/NetworkSimulatorDialog').then((module) => module.NetworkSimulatorDialog), {
  themed: true,
  optional: true,
});

/**
 * A thin strip atop the header while the server simulates every provider (config.js `sandbox`),
 * so that nobody mistakes a demo for the product, or pays into it. In the flow, so it covers nothing.
 * It leads to the sandbox's tools: the mailbox of every email sent, and (signed in) the network simulator.
 */
export function SandboxRibbon() {
  const token = useAppSelector(selectToken);
  const [simulatorOpen, setSimulatorOpen] = useState(false);
  if (!getConfig().sandbox) return null;
  return (
    <p className="pn-sandbox-ribbon">
      <strong>Sandbox</strong> · payments, sign-in and messages are simulated · <a href={`${getConfig().apiBaseUrl}/sandbox/mailbox`}>Mailbox</a>
      {token && (
        <>
          {' · '}
          <button type="button" className="pn-sandbox-ribbon__action" aria-haspopup="dialog" onClick={() => setSimulatorOpen(true)}>
            Simulator
          </button>
        </>
      )}
      {simulatorOpen && <LazyNetworkSimulator onClose={() => setSimulatorOpen(false)} />}
    </p>
  );
}
