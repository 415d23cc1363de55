export {
  renderRoutesWithHost,
  renderWithHost,
  TEST_USER,
  type HostRecording,
  type RenderWithHostOptions,
} from './render-with-host';
export { TestServer, usePageOrigin, type Handler } from './test-server';
export { describeLocaleParity } from './locale-parity';
export { fakeSocket, type FakeSocket } from './fake-socket';
export { setupMockApi } from './mock-api';
