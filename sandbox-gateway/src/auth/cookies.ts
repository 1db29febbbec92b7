import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH, SESSION_COOKIE_NAME } from 'shared-contracts/gateway';

/**
 * Every cookie the gateway sets, in one place. None is readable by page script (httpOnly). The refresh
 * token's cookie is SameSite=Strict and scoped to the refresh path; both are Secure outside localhost.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const isLocal = (request: FastifyRequest): boolean =>
  LOCAL_HOSTS.has(request.hostname) || request.hostname.endsWith('.localhost');

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string, expiresAt: number): void {
  reply.setCookie(SESSION_COOKIE_NAME, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: !isLocal(request),
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE_NAME, { httpOnly: true, sameSite: 'lax', path: '/', secure: !isLocal(request) });
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, refreshToken: string, expiresAt: number): void {
  reply.setCookie(REFRESH_COOKIE_NAME, refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: !isLocal(request),
    expires: new Date(expiresAt),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: !isLocal(request),
  });
}
