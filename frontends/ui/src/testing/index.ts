export {
  renderRoutesWithHost,
  renderWithHost,
  TEST_USER,
  type HostRecording,
  type RenderWithHostOptions,
} from './render-with-host';
export { usePageOrigin } from './page-origin';
export { describeLocaleParity } from './locale-parity';
export { fakeSocket, type FakeSocket } from './fake-socket';
export { setupMockApi } from './mock-api';
