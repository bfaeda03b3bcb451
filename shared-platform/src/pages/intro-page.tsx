import { Container, PageHeading } from '@zu/shared-ui';
import type { PageLoader } from './page-map';

/** A page whose full content comes with a later issue: its heading and a short French sentence (DESIGN.md §1b). */
export function introPage(title: string, text: string): PageLoader {
  function IntroPage() {
    return (
      <Container maxW="7xl" py="8">
        <PageHeading title={title}>{text}</PageHeading>
      </Container>
    );
  }
  return () => Promise.resolve({ default: IntroPage });
}
