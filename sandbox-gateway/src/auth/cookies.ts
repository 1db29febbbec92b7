import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH, SESSION_COOKIE_NAME } from 'shared-contracts/gateway';

/**
 * Every cookie the gateway sets, in one place. None is readable by page script (httpOnly). The refresh
 * token's cookie is SameSite=Strict and scoped to the refresh path; both are Secure except over plain
 * http to a local name (`pnpm start` on http://localhost).
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const isLocalName = (hostname: string): boolean => LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');

/**
 * The browser's scheme decides first: over https (the connection's, or the one a trusted proxy
 * forwarded in X-Forwarded-Proto) a cookie is always Secure, whatever host is claimed; a host only
 * ever lets plain http to a local name do without. Before issue 43 §7 the host alone decided, so an
 * `X-Forwarded-Host: localhost` behind an https proxy dropped Secure. Scheme and host come from
 * TRUSTED_PROXIES only (app.ts): an untrusted peer's X-Forwarded-* headers are not read at all.
 */
const isSecure = (request: FastifyRequest): boolean => request.protocol === 'https' || !isLocalName(request.hostname);

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string, expiresAt: number): void {
  reply.setCookie(SESSION_COOKIE_NAME, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(request),
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE_NAME, { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure(request) });
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, refreshToken: string, expiresAt: number): void {
  reply.setCookie(REFRESH_COOKIE_NAME, refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: isSecure(request),
    expires: new Date(expiresAt),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: isSecure(request),
  });
}
