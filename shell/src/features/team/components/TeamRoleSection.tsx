import { SimpleGrid } from '@zu/shared-ui';
import { SummarizedSection } from '../../content';
import type { TeamRole } from '../model/team-roles';
import { TeamMemberCard } from './TeamMemberCard';

export function TeamRoleSection({ role }: { role: TeamRole }) {
  return (
    <SummarizedSection id={role.id} title={role.title} summary={role.summary}>
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
    </SummarizedSection>
  );
}
