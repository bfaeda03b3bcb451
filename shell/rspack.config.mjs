import { createAppConfig } from '@zu/shared-build/rspack';

export default createAppConfig({
  area: 'shell',
  // The layout and the hero of `/` as HTML in index.html: they paint before the JavaScript runs.
  prerender: { entry: './src/prerender/render-home.tsx', exportName: 'renderHome' },
});
