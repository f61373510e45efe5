import { http, type HttpHandler } from 'msw';
import type { CallLogItem } from '../../../src/contract/api';
import { buildCallLog } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

export function callHistory(calls: CallLogItem[] = buildCallLog()): HttpHandler[] {
  return [http.get(apiUrl('/webcalllog'), answer(calls)), http.post(apiUrl('/webhidecalls'), accepted)];
}
