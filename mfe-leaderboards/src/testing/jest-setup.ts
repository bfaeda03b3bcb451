// Leaderboard pages load several lists at once (the overview thirteen) and draw tables of twenty players: on a busy
// machine (the suites of other workspaces running beside) the default second of findBy… and five seconds per test
// are too short, and a test that fails for that says nothing.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);
