import { createAppConfig } from '@zu/shared-build/rspack';

export default createAppConfig({
  area: 'shell',
  // The layout and the hero of `/` as HTML in index.html: they paint before the JavaScript runs.
  prerender: { entry: './src/prerender/render-home.tsx', exportName: 'renderHome' },
  // The router's patterns beside the files: the shell's server answers an address none of them matches with 404.
  routePatterns: { entry: '@zu/shared-platform/route-table', exportName: 'pagePathPatterns' },
});
