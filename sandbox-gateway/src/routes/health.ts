import { API, type HealthAnswer } from 'shared-contracts/gateway';
import type { GatewayApp } from '../http/gateway-app';
import { notFound } from '../http/errors';
import { GATEWAY_VERSION } from '../version';

const MEDIA = /^notification-([1-3])\.svg$/;
const COLOURS = ['#1f6feb', '#2da44e', '#bf8700'];

/** Health, and the few generated images the seeded notifications point at. */
export function registerHealthRoutes(app: GatewayApp): void {
  app.get(API.health, async (): Promise<HealthAnswer> => ({ status: 'ok', version: GATEWAY_VERSION }));

  app.get(
    '/api/media/:name',
    { schema: { params: { type: 'object', properties: { name: { type: 'string', maxLength: 64 } }, required: ['name'] } } },
    async (request, reply) => {
      const match = MEDIA.exec(request.params.name);
      if (!match) throw notFound('No such media');
      const index = Number(match[1]);
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">` +
        `<rect width="320" height="160" rx="12" fill="${COLOURS[index - 1]}"/>` +
        `<text x="160" y="90" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">Sandbox ${index}</text></svg>`;
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
