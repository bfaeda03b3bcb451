import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { areaInfo, type RemoteArea } from '@zu/shared-platform';
import { Container, ErrorState, LoadingState, uiMessages } from '@zu/shared-ui';
import type { RemotePages } from './remote-pages';

interface Props {
  area: RemoteArea;
  remotePages: RemotePages;
  children: ReactNode;
}

/**
 * A remote that is down (or a page that crashes) shows a French panel with a retry in its own area; the
 * navigation, the footer and every other area keep working.
 */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] ${this.props.area} remote failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.remotePages.retry(this.props.area);
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) {
      const label = areaInfo(this.props.area).label;
      return (
        <Container maxW="4xl" py="10" data-testid="remote-fallback">
          <ErrorState
            status="warning"
            title={uiMessages.areaUnavailableTitle(label)}
            message={uiMessages.areaUnavailableText}
            onRetry={this.retry}
          />
        </Container>
      );
    }
    return <Suspense fallback={<LoadingState />}>{this.props.children}</Suspense>;
  }
}
