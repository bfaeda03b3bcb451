// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getTableColumns } from 'drizzle-orm';
import { playerCounters } from '../../../src/areas/players/players-schema';
import { counterNames } from '../../../src/engine/effects';

describe('player_counters', () => {
  it('has one column per counter the engine bumps, so the data layer can apply every counter delta', () => {
    const columns = Object.keys(getTableColumns(playerCounters));
    assert.deepEqual(
      counterNames.filter((name) => !columns.includes(name)),
      [],
    );
  });
});
