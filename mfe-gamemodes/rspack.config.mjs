import { createAppConfig } from '@zu/shared-build/rspack';

export default createAppConfig({ area: 'gamemodes' });
