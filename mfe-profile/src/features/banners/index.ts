export { BannerChangeDialog } from './components/BannerChangeDialog';
