import { dataExportApi } from '../../../src/api/dataExportApi';
import { exportPreparing, exportReady } from '../../mocks/scenarios';
import type { EndpointCase } from '../support/endpointCase';

/** The endpoints (not in SPEC §7): 'Download your data'. */
export const dataExportCases: EndpointCase[] = [
  {
    endpoint: 'getDataExport',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(dataExportApi.endpoints.getDataExport.initiate()),
    sends: { method: 'GET', path: '/account/export' },
    answer: exportReady,
    returns: exportReady,
  },
  {
    endpoint: 'requestDataExport',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(dataExportApi.endpoints.requestDataExport.initiate({ current_password: 'Old#Secret' })),
    sends: { method: 'POST', path: '/account/export', json: { current_password: 'Old#Secret' } },
    answer: exportPreparing,
    returns: exportPreparing,
  },
  {
    endpoint: 'downloadDataExport',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(dataExportApi.endpoints.downloadDataExport.initiate()),
    sends: { method: 'GET', path: '/account/export/download', accept: 'application/zip' },
    answer: { raw: 'PK', contentType: 'application/zip', disposition: 'attachment; filename="my-data-2026-11-28.zip"' },
    returns: { objectUrl: expect.stringMatching(/^blob:/) as unknown, fileName: 'my-data-2026-11-28.zip' },
  },
];
