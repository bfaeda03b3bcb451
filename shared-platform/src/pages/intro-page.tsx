import { Container, PageHeading } from '@zu/shared-ui';
import type { PageLoader } from './page-map';

export type IntroPageLoader = PageLoader & { introTitle: string };

/** A page whose full content comes with a later issue: its heading and a short French sentence. */
export function introPage(title: string, text: string): IntroPageLoader {
  function IntroPage() {
    return (
      <Container maxW="7xl" py="8">
        <PageHeading title={title}>{text}</PageHeading>
      </Container>
    );
  }
  return Object.assign(() => Promise.resolve({ default: IntroPage }), { introTitle: title });
}
