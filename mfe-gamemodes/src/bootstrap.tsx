// Standalone mode: this remote alone, with the real store and API (npm run dev -w mfe-gamemodes).
import { startStandalone } from '@zu/shared-platform';
import { pages } from './pages';

void startStandalone('gamemodes', pages);
