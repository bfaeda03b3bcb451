import { startSystem, stopSystem } from './system';

export default async function globalSetup() {
  await stopSystem(); // leftovers of an interrupted run
  await startSystem();
  return async () => {
    await stopSystem();
  };
}
