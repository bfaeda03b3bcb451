import type { Post } from '@zu/shared-contract';
import { Box, formatApiDate, Heading, Image, Stack, Text } from '@zu/shared-ui';
import type { MentionMap } from '../model/render-post-html';
import { PostContent } from './PostContent';

export function PostArticle({ post, mentions }: { post: Post; mentions?: MentionMap }) {
  return (
    <Box as="article" aria-labelledby="post-title">
      <Image
        src={post.imageUrl}
        alt=""
        w="full"
        aspectRatio={1200 / 630}
        objectFit="cover"
        borderRadius="xl"
        borderWidth="1px"
        borderColor="whiteAlpha.200"
        bg="whiteAlpha.50"
        mb={{ base: '6', md: '8' }}
      />
      <Stack as="header" gap="3" mb={{ base: '6', md: '8' }}>
        <Text
          asChild
          color="gold.fg"
          fontWeight="semibold"
          fontSize="sm"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          <time dateTime={post.date}>{formatApiDate(post.date)}</time>
        </Text>
        <Heading
          id="post-title"
          as="h1"
          size={{ base: '3xl', md: '4xl' }}
          fontFamily="heading"
          lineHeight="1.15"
          letterSpacing="tight"
        >
          {post.title}
        </Heading>
      </Stack>
      <PostContent markdown={post.content} mentions={mentions} />
    </Box>
  );
}
