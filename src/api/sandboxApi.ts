import type { SandboxNetworkEvent, SandboxSimulationRequest, SandboxSimulationResponse } from '../contract/api';
import { baseApi } from './baseApi';
import type { TagType } from './tags';

/**
 * What a simulated event makes stale. Calls, voicemails and texts arrive on the live event stream, as a real
 * carrier's do (refetching them would hide whether the stream works); a transfer's decision and
 * eSIM usage have no stream, so their screens read again.
 */
const staleAfter: Record<SandboxNetworkEvent, TagType[]> = {
  incoming_call: [],
  missed_call: [],
  voicemail: [],
  text: [],
  picture_text: [],
  port_completed: ['PortRequests', 'Phones'],
  port_rejected: ['PortRequests', 'Phones'],
  esim_usage: ['EsimUsage'],
};

/** The sandbox's network simulator (not in SPEC §7; the server has it in sandbox mode only). */
export const sandboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    simulateNetworkEvent: build.mutation<SandboxSimulationResponse, SandboxSimulationRequest>({
      query: (body) => ({ url: '/sandbox/simulate', method: 'POST', body }),
      invalidatesTags: (_result, error, request) => (error ? [] : staleAfter[request.event]),
    }),
  }),
});

export const { useSimulateNetworkEventMutation } = sandboxApi;
