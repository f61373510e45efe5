import { getConfig } from '../../config/loadConfig';

/**
 * A thin strip atop the header while the server simulates every provider (config.js `sandbox`),
 * so that nobody mistakes a demo for the product, or pays into it. In the flow, so it covers nothing.
 */
export function SandboxRibbon() {
  if (!getConfig().sandbox) return null;
  return (
    <p className="pn-sandbox-ribbon">
      <strong>Sandbox</strong> · payments, sign-in and messages are simulated
    </p>
  );
}
