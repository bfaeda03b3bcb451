import type { RemoteArea, RouteName } from '@zu/shared-platform';
import type { RemotePages } from './remote-pages';

export function RemotePage({ area, routeName, remotePages }: { area: RemoteArea; routeName: RouteName; remotePages: RemotePages }) {
  const Page = remotePages.component(area, routeName);
  return <Page />;
}
