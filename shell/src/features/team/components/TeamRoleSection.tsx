import { Box, Heading, SimpleGrid, Text } from '@zu/shared-ui';
import type { TeamRole } from '../model/team-roles';
import { TeamMemberCard } from './TeamMemberCard';

export function TeamRoleSection({ role }: { role: TeamRole }) {
  const titleId = `${role.id}-titre`;
  return (
    <Box as="section" id={role.id} aria-labelledby={titleId} scrollMarginTop="24">
      <Heading as="h2" id={titleId} size={{ base: 'xl', md: '2xl' }} fontFamily="heading">
        {role.title}
      </Heading>
      <Text color="fg.muted" mt="1" mb="5">
        {role.summary}
      </Text>
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: role.members.length % 4 === 0 ? 4 : 3 }}
        gap="4"
        listStyleType="none"
      >
        {role.members.map((member) => (
          <TeamMemberCard key={member.name} member={member} accent={role.accent} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
