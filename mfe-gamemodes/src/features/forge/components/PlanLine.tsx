import { Stack, type StackProps } from '@zu/shared-ui';

/** One line of a planner list (a card and what the forge makes of it): stacked on a phone, a row from md up. */
export function PlanLine(props: StackProps) {
  return (
    <Stack
      as="li"
      listStyleType="none"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      gap={{ base: '1', md: '4' }}
      p="2"
      borderBottomWidth="1px"
      borderColor="whiteAlpha.100"
      {...props}
    />
  );
}
