import { Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorMessageOf } from '../../lib/api-client.ts';
import { PageLoadError } from '../../lib/load-once.ts';
import { LightButton } from './light-button.tsx';

function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack align="center" gap="md" py={64} ta="center" role="alert">
      <Title order={2}>Something went wrong</Title>
      <Text c="dimmed" maw={480}>
        {message}
      </Text>
      <LightButton onClick={onRetry}>Try again</LightButton>
    </Stack>
  );
}

type BoundaryProps = { children: ReactNode; onReset?: () => void };
type BoundaryState = { error: unknown };

/**
 * Catches a render error inside one route and offers a retry without leaving the page. A page whose code failed to
 * arrive (perhaps a chunk replaced by a new release) reloads on retry.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    if (this.state.error instanceof PageLoadError) {
      window.location.reload();
      return;
    }
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error)
      return <ErrorPanel message={errorMessageOf(this.state.error)} onRetry={this.retry} />;
    return this.props.children;
  }
}
