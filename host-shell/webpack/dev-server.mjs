// What the shell's development server answers besides its bundle, as the production server does.
import { deploymentFromEnv } from 'platform-tools/deployment';
import { gatewayPort } from 'platform-tools/ports';
import { registryFromEnv } from 'platform-tools/registry';

/** webpack-dev-server options added to the platform's (platform-tools/webpack devServer). */
export function shellDevServer() {
  return {
    // /api goes to the gateway, so the session works as in production.
    proxy: [{ context: ['/api'], target: process.env.GATEWAY_URL || `http://localhost:${gatewayPort()}` }],
    // /remotes.json and /deployment.json from the environment, as the shell's server writes them.
    setupMiddlewares: (middlewares, server) => {
      server.app.get('/remotes.json', (_request, response) => {
        response.set('Cache-Control', 'no-cache').json(registryFromEnv());
      });
      server.app.get('/deployment.json', (_request, response) => {
        response.set('Cache-Control', 'no-cache').json(deploymentFromEnv());
      });
      return middlewares;
    },
  };
}
