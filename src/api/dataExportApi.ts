import type { DataExportStatus, OwnerProof } from '../contract/api';
import { baseApi } from './baseApi';
import { readFile, type DownloadedFile } from './billingApi';
import { reportsOwnErrors } from './ownErrorReports';
import { dataExportChecks } from './responseChecks/dataExportChecks';
import { invalidates, provides } from './tags';

/**
 * Not in SPEC §7: 'Download your data'. A backend without it answers 404, and the account page
 * then shows no such section. The file needs the Authorization header, so it is fetched here
 * rather than linked.
 */
export const dataExportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDataExport: build.query<DataExportStatus, void>({
      query: () => '/account/export',
      rawResponseSchema: dataExportChecks.status,
      providesTags: [...provides.getDataExport],
    }),
    /** With the owner proof; its actions carry the password or ID token, redacted in Redux DevTools (redactSecrets). */
    requestDataExport: build.mutation<DataExportStatus, OwnerProof>({
      query: (body) => ({ url: '/account/export', method: 'POST', body }),
      invalidatesTags: [...invalidates.requestDataExport],
    }),
    downloadDataExport: build.mutation<DownloadedFile, void>({
      query: () => ({ url: '/account/export/download', headers: { Accept: 'application/zip' }, responseHandler: readFile('my-data.zip') }),
    }),
  }),
});

// A refused proof shows on the password field, and 'once a day' in the form, with the server's words.
reportsOwnErrors(dataExportApi, 'requestDataExport', { only: (status) => status === 400 || status === 403 || status === 429 });

export const { useGetDataExportQuery, useRequestDataExportMutation, useDownloadDataExportMutation } = dataExportApi;
