// Standalone mode: this remote alone, with the real store and API (npm run dev -w mfe-profile).
import { startStandalone } from '@zu/shared-platform';
import { pages } from './pages';

void startStandalone('profile', pages);
