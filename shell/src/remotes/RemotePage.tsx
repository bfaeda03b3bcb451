import type { RemoteArea, PageName } from '@zu/shared-platform';
import type { RemotePages } from './remote-pages';

export function RemotePage({
  area,
  routeName,
  remotePages,
}: {
  area: RemoteArea;
  routeName: PageName;
  remotePages: RemotePages;
}) {
  const Page = remotePages.component(area, routeName);
  // eslint-disable-next-line react-hooks/static-components -- remotePages caches one lazy component per page
  return <Page />;
}
