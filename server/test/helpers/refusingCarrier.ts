import { PortRejectedError, type TelephonyProvider } from '../../src/providers/telephony/TelephonyProvider';
import { createSandboxTelephonyProvider } from '../../src/providers/telephony/sandboxTelephonyProvider';

/** The sandbox carrier, refusing to port `notPortable` in `reason`'s words and noting every number it is asked to port. */
export function refusingCarrier(notPortable: string, reason: string): { provider: TelephonyProvider; filed: string[] } {
  const sandbox = createSandboxTelephonyProvider({ portCompletionDelayMs: 3_600_000 });
  const filed: string[] = [];
  return {
    filed,
    provider: {
      ...sandbox,
      async requestPort(input) {
        filed.push(input.phoneNumber);
        if (input.phoneNumber === notPortable) throw new PortRejectedError(reason);
        return sandbox.requestPort(input);
      },
    },
  };
}
