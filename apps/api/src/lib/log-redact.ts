import type { FastifyRequest } from 'fastify';

/** Pages whose query string is a secret as a whole (links from e-mails). */
const SENSITIVE_PATHS = new Set(['/user/reset-password', '/user/verify-email', '/api/user/verify-email']);
/** Query parameters that carry a token wherever they appear. */
const TOKEN_PARAMS = /^(token|tokenadmin|access_token|code|key|secret|password|signature|sig)$/i;

/**
 * The URL as it may be written to the log: the query string of the reset and verification pages is
 * dropped, and known token parameters are masked everywhere, so a live link never lands in a log file.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  if (SENSITIVE_PATHS.has(path.replace(/\/+$/, ''))) return `${path}?[redacted]`;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeSafe(eq < 0 ? pair : pair.slice(0, eq));
      return eq >= 0 && TOKEN_PARAMS.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Fastify's request serializer with the URL redacted. */
export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket ? req.socket.remotePort : undefined,
    };
  },
};
