import type { CreatePortRequest, PortRequest, ResubmitPortRequest } from '../contract/api';
import { baseApi } from './baseApi';
import { portingChecks } from './responseChecks/portingChecks';
import { invalidates, provides } from './tags';
import { reportsOwnErrors } from './ownErrorReports';

/**
 * Not in SPEC §7: number transfers with the losing carrier's details, and their
 * timelines. A backend without these answers 404: the area code page then files the transfer with
 * SPEC's GET /portphone/{number}, and the tracker shows no transfers.
 */
export const portingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPortRequests: build.query<PortRequest[], void>({
      query: () => '/portphone/requests',
      rawResponseSchema: portingChecks.portRequests,
      providesTags: [...provides.getPortRequests],
    }),
    createPortRequest: build.mutation<PortRequest, CreatePortRequest>({
      // The area code page reads nothing of the answer (as of SPEC's GET): a 2xx is the transfer filed.
      query: (body) => ({ url: '/portphone/requests', method: 'POST', body }),
      invalidatesTags: [...invalidates.createPortRequest],
    }),
    resubmitPortRequest: build.mutation<PortRequest, { id: string } & ResubmitPortRequest>({
      query: ({ id, ...body }) => ({ url: `/portphone/requests/${encodeURIComponent(id)}/resubmit`, method: 'POST', body }),
      rawResponseSchema: portingChecks.portRequest,
      invalidatesTags: [...invalidates.resubmitPortRequest],
    }),
  }),
});

// A backend without the port tracker (404): the area code page files the transfer by SPEC's route instead.
reportsOwnErrors(portingApi, 'createPortRequest', { only: (status) => status === 404 });

export const { useGetPortRequestsQuery, useCreatePortRequestMutation, useResubmitPortRequestMutation } = portingApi;
