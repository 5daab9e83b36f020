import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** On https the cookie gets Secure and the __Host- prefix (no Domain, Path=/), so no subdomain can set it. */
export function sessionCookieName(config: Pick<Config, 'publicUrl'>): string {
  return isHttps(config) ? '__Host-skp_session' : 'skp_session';
}

function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https:');
}

export function readSessionToken(
  request: FastifyRequest,
  config: Pick<Config, 'publicUrl'>,
): string | undefined {
  return request.cookies[sessionCookieName(config)];
}

export function setSessionCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>, token: string) {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: isHttps(config),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>) {
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: isHttps(config),
  });
}
