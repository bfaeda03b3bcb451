import { useState } from 'react';
import { Pagination, PlayerNameLink } from '@zu/shared-platform/widgets';
import { Box, formatApiDateAndTime, Heading, Stack, Text } from '@zu/shared-ui';
import { logActionText, logPageSize, type CorporationLogEntry } from '../model/corporation-log';

/** The corporation's log, newest first, as a timeline of sentences, a page at a time. */
export function CorporationLog({ entries }: { entries: readonly CorporationLogEntry[] }) {
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(entries.length / logPageSize));
  const shown = Math.min(page, pageCount - 1);
  const rows = entries.slice(shown * logPageSize, (shown + 1) * logPageSize);
  return (
    <Box as="section" aria-labelledby="corporation-log">
      <Heading as="h2" id="corporation-log" size="lg" mb="3">
        Journal
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted">Rien dans le journal pour le moment.</Text>
      ) : (
        <>
          <Stack as="ol" gap="0" p="0" borderLeftWidth="2px" borderColor="brand.muted" ml="2">
            {rows.map((entry, index) => (
              <Box
                as="li"
                key={`${entry.date}-${entry.action}-${entry.user.discordUserName}-${index}`}
                listStyleType="none"
                position="relative"
                pl="5"
                py="2"
                data-testid="corporation-log-entry"
              >
                <Box
                  position="absolute"
                  left="-7px"
                  top="4"
                  boxSize="3"
                  borderRadius="full"
                  bg="brand.solid"
                  aria-hidden="true"
                />
                <Text fontSize="xs" color="fg.muted">
                  {formatApiDateAndTime(entry.date)}
                </Text>
                <Text>
                  <PlayerNameLink userName={entry.user.discordUserName} fontWeight="semibold">
                    {entry.user.discordGlobalName ?? entry.user.discordUserName}
                  </PlayerNameLink>{' '}
                  {logActionText(entry)}
                </Text>
              </Box>
            ))}
          </Stack>
          <Pagination label="Pages du journal" page={shown} pageCount={pageCount} onChange={setPage} />
        </>
      )}
    </Box>
  );
}
