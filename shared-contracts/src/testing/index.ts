export type { FakeHostApi, FakeHostApiOptions } from './fake-host-api';
export { createFakeHostApi, signedOutSession } from './fake-host-api';
export { declarationProblems, remoteContractProblems, remoteDeclaration, translationProblems } from './remote-contract';
export type { FakeRoutesOptions } from './fake-route-refs';
export { fakeRouteRefs } from './fake-route-refs';
export type { CookieJarFetch } from './cookie-jar-fetch';
export { cookieJarFetch } from './cookie-jar-fetch';
export type { FakeGateway, FakeGatewayCall, FakeGatewayRoutes } from './fake-gateway';
export { createFakeGateway } from './fake-gateway';
