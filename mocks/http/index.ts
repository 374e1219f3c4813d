export { startFakeApi, type FakeApi, type FakeApiOptions } from './start-fake-api.ts';
