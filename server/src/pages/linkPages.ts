import type { FastifyReply } from 'fastify';
import { messagePage, pageContentSecurityPolicy } from './htmlPage';

/** An HTML page as the answer, with the pages' script-free policy. */
export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('content-security-policy', pageContentSecurityPolicy).send(html);
}

/** The links the product emails, each with the way to a new one. */
export type EmailedLink = 'verifyEmail' | 'resetPassword' | 'confirmEmailChange' | 'undoEmailChange';

/** Where a customer gets a working link of each kind. */
export const newLinkAction: Record<EmailedLink, { href: string; label: string }> = {
  // Signing in to an unverified account leads to /verify-email and its RESEND.
  verifyEmail: { href: '/app/login', label: 'Sign in to get a new link' },
  resetPassword: { href: '/app/forgot-password', label: 'Ask for a new link' },
  confirmEmailChange: { href: '/app/dashboard/account', label: 'Ask for the change again' },
  undoEmailChange: { href: '/app/forgot-password', label: 'Reset your password' },
};

const MALFORMED =
  'The link you opened is incomplete or damaged: part of it is missing, often because the email program split a long link. Nothing was changed. Open the link again straight from the email, or request a new link.';

/** A link token as the server issues them (generateToken: 43 URL-safe characters); anything else was cut or altered. */
const ISSUED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedLinkToken(token: unknown): token is string {
  return typeof token === 'string' && ISSUED_TOKEN.test(token);
}

/**
 * The answer to a truncated or malformed emailed link (a missing, cut or altered token): the
 * product's page saying what happened and how to get a new link, never the API's JSON.
 */
export function sendMalformedLinkPage(reply: FastifyReply, link: EmailedLink) {
  return sendHtml(reply, 400, messagePage('This link is incomplete', MALFORMED, newLinkAction[link]));
}
