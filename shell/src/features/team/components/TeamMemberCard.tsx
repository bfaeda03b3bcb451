import { Box, Card, Flex, Text } from '@zu/shared-ui';
import type { TeamMember } from '../model/team-roles';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');

export function TeamMemberCard({ member, accent }: { member: TeamMember; accent: string }) {
  return (
    <Card.Root as="li" variant="subtle" bg="whiteAlpha.50" borderWidth="1px" borderColor="whiteAlpha.200" h="full">
      <Card.Body gap="3">
        <Flex align="center" gap="3">
          <Box
            aria-hidden="true"
            flexShrink="0"
            boxSize="12"
            borderRadius="full"
            display="grid"
            placeItems="center"
            fontWeight="bold"
            fontFamily="heading"
            fontSize="lg"
            color="white"
            bgGradient="to-br"
            gradientFrom={`${accent}.400`}
            gradientTo={`${accent}.800`}
            boxShadow="0 0 0 2px rgba(255, 255, 255, 0.12)"
          >
            {initialsOf(member.name)}
          </Box>
          <Box>
            <Card.Title as="h3" fontSize="lg">
              {member.name}
            </Card.Title>
            <Text fontSize="sm" color={`${accent}.300`} fontWeight="medium">
              {member.job}
            </Text>
          </Box>
        </Flex>
        <Card.Description color="whiteAlpha.800">{member.about}</Card.Description>
      </Card.Body>
    </Card.Root>
  );
}
