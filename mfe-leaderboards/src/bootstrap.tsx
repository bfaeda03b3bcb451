// Standalone mode: this remote alone, with the real store and API (npm run dev -w mfe-leaderboards).
import { startStandalone } from '@zu/shared-platform';
import { pages } from './pages';

void startStandalone('leaderboards', pages);
