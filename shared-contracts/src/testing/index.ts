export type { FakeHostApi, FakeHostApiOptions } from './fake-host-api';
export { createFakeHostApi, signedOutSession } from './fake-host-api';
export { remoteContractProblems, translationProblems } from './remote-contract';
