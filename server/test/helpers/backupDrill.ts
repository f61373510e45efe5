import type { FastifyInstance } from 'fastify';
import { createApp } from '../../src/app';
import type { ServerConfig } from '../../src/config';
import type { Phone } from '../../../src/contract/api';
import { giveNumber } from './telephony';
import { authHeader, createUser, signIn } from './users';
import type { TestServer } from './testServer';

/** A customer of the server before the backup: their sign-in and their number. */
export interface BackedUpCustomer {
  email: string;
  password: string;
  phoneNumber: string;
}

/** Signs a customer up through the API and gives them a number, as buying one would. */
export async function customerWithNumber(server: TestServer): Promise<BackedUpCustomer> {
  const user = await createUser(server);
  const phoneNumber = await giveNumber(server, user.userId);
  return { email: user.email, password: user.password, phoneNumber };
}

/** Signs in as the customer on `app` and reads their numbers, as the SPA's account screen does. */
export async function numbersAfterSignIn(server: TestServer, customer: BackedUpCustomer): Promise<string[]> {
  const token = await signIn(server, customer.email, customer.password);
  const phones = await server.app.inject({ method: 'GET', url: '/api/webphones', headers: authHeader(token) });
  if (phones.statusCode !== 200) throw new Error(`reading the numbers failed: ${phones.statusCode} ${phones.body}`);
  return phones.json<Phone[]>().map((phone) => phone.phone_number);
}

/** The TestServer view of an app that opened its own database. */
export const serverOf = (app: FastifyInstance, server: Omit<TestServer, 'app' | 'db'>): TestServer => ({ ...server, app, db: app.db });

/** Starts a server on the restored database (`config`, `dataDir`), reads the customer's numbers after signing in, and stops it. */
export async function numbersServedAfterRestore(config: ServerConfig, dataDir: string, customer: BackedUpCustomer): Promise<string[]> {
  const app = await createApp(config);
  try {
    return await numbersAfterSignIn(serverOf(app, { config, dataDir }), customer);
  } finally {
    await app.close();
  }
}
