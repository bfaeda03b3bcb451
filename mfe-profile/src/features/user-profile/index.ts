export { OwnProfileNotStarted } from './components/OwnProfileNotStarted';
export { UserBannerHeader } from './components/UserBannerHeader';
export { UserNotFound } from './components/UserNotFound';
