// Leaderboard pages load several lists at once (the overview thirteen): on a busy machine the default second of
// findBy… is too short, and a flaky test says nothing.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
