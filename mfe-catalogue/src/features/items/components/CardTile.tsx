import type { Item } from '@zu/shared-contract';
import { AppLink, pathTo } from '@zu/shared-platform';
import { Box, Image, Text } from '@zu/shared-ui';

export function CardTile({ item }: { item: Item }) {
  return (
    <Box as="li" listStyleType="none">
      <AppLink
        to={pathTo('Item', { slug: item.slug })}
        display="block"
        _hover={{ textDecoration: 'none', transform: 'translateY(-2px)' }}
        transition="transform 0.15s"
      >
        <Image
          src={item.urls[0]}
          alt={item.name}
          width="300"
          height="420"
          w="full"
          h="auto"
          loading="lazy"
          borderRadius="lg"
        />
        <Text mt="1" fontSize="sm" color="fg.muted" textAlign="center" lineClamp={1}>
          #{item.identifier} · {item.name}
        </Text>
      </AppLink>
    </Box>
  );
}
