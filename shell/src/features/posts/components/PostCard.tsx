import type { PostSummary } from '@zu/shared-contract';
import { AppLink, pathTo } from '@zu/shared-platform';
import { Card, formatApiDate, Image, Text } from '@zu/shared-ui';

/** A post's card; its title is a heading one level under the section holding the card (`h2` under the page's h1). */
export function PostCard({ post, headingLevel }: { post: PostSummary; headingLevel: 'h2' | 'h3' }) {
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      variant="subtle"
      bg="whiteAlpha.50"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
    >
      <Image src={post.imageUrl} alt="" aspectRatio={1200 / 630} objectFit="cover" loading="lazy" />
      <Card.Body gap="2">
        <Text asChild fontSize="sm" color="fg.muted">
          <time dateTime={post.date}>{formatApiDate(post.date)}</time>
        </Text>
        <Card.Title as={headingLevel} fontSize="lg">
          <AppLink to={pathTo('Post', { slug: post.slug })} color="white">
            {post.title}
          </AppLink>
        </Card.Title>
      </Card.Body>
    </Card.Root>
  );
}
