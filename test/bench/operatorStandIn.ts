import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OperatorStandIn {
  /** http://127.0.0.1:<port>: the base URL of both the carrier's and the eSIM operator's API. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The carrier's and eSIM operator's APIs for a real-mode server on this machine, answering what a
 * dashboard tour asks of them: the eSIM usage report (`GET /esims/{id}/usage`, no usage yet).
 * Anything else is a 404, so a step that asks more shows up as an error rather than passing.
 */
export async function startOperatorStandIn(): Promise<OperatorStandIn> {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && /^\/esims\/[^/]+\/usage$/.test(pathname)) {
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ days: [] }));
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
