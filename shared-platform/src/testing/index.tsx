// Test utilities (jest only): '@zu/shared-platform/testing'.
export { renderAt, renderRoutes, renderWithProviders, tableRoutes } from './render-with-providers';
export type { RenderWithProvidersOptions } from './render-with-providers';
export { apiUrl, defaultHandlers, setupApiServer, testApiUrl } from './msw';
export {
  appSettingsFixture,
  appStatusFixture,
  avatarFixture,
  giveawayFixture,
  itemFixture,
  marketOfferFixture,
  packFixture,
  playerUserFixture,
  profileFixture,
  startingBannerFixture,
} from './fixtures';
export { setViewportWidth } from './viewport';
export { describeRemotePages } from './remote-pages';
export { numbersNotFromTheGame } from './game-numbers-in-text';
export { guillemetsWithBreakingSpaces } from './french-spacing';
export { signedInAs } from './sessions';
export { FakeEventSource, installFakeEventSource } from './fake-event-source';
