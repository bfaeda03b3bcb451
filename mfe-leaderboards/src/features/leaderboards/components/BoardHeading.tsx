import { PageHeading, Text } from '@zu/shared-ui';
import type { BoardDefinition } from '../model/boards';

/** A board page's title, what the board ranks and, for some, what it leaves out. */
export function BoardHeading({ board }: { board: BoardDefinition }) {
  return (
    <PageHeading title={board.title}>
      {board.description}
      {/* A line of its own inside the heading's paragraph, which cannot hold another paragraph. */}
      {board.note ? (
        <Text as="span" display="block" mt="1" fontSize="md">
          {board.note}
        </Text>
      ) : null}
    </PageHeading>
  );
}
