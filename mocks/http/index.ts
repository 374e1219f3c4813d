export { startFakeApi, type FakeApi, type FakeApiOptions, type ReceivedRequest } from './start-fake-api.ts';
