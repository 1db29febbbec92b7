/** The sandbox gateway's version, answered by GET /api/health (kept equal to package.json's). */
export const GATEWAY_VERSION = '1.0.0';
