import { startAllApps, stopAllApps } from './apps';

export default async function globalSetup() {
  await stopAllApps(); // leftovers of an interrupted run
  await startAllApps();
  return async () => {
    await stopAllApps();
  };
}
