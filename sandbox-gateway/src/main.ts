import path from 'node:path';
import { buildGateway } from './app';
import { readConfig } from './config';
import { describeListenFailure } from './listen-failure';

// CommonJS on purpose: shared-contracts is TypeScript without "type": "module", and tsx can hand its
// named exports only to CommonJS importers.
const packageDir = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const config = readConfig(process.env, packageDir);
  const app = await buildGateway({
    dbPath: config.dbPath,
    testMode: config.testMode,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshReuseGraceSeconds: config.refreshReuseGraceSeconds,
    jwtSecret: config.jwtSecret,
    collectorReadKey: config.collectorReadKey,
    trustedProxies: config.trustedProxies,
    callbacks: { testReceivers: config.callbackTestReceivers },
    passwordCost: config.passwordCost,
    logger: { level: process.env.GATEWAY_LOG_LEVEL ?? 'warn' },
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw new Error(describeListenFailure(error, config));
  }
  const mode = config.testMode ? ', test mode (control API on /__sandbox)' : '';
  console.log(`sandbox-gateway listening on http://${config.host}:${config.port} (database ${config.dbPath}${mode})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(`sandbox-gateway: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
