import { Alert, Container } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const PAGE_LOAD_FAILURE_TEXT =
  'This page could not be loaded. Check your connection and reload the page.';

interface RouteErrorBoundaryProps {
  /** A navigation to another path clears the error. */
  pathname: string;
  children: ReactNode;
}

/** A page that fails (e.g. its code cannot be downloaded) shows a message inside the site frame. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: window.location.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(PAGE_LOAD_FAILURE_TEXT, error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (previous.pathname !== this.props.pathname && this.state.failedAt !== null) {
      this.setState({ failedAt: null });
    }
  }

  override render() {
    if (this.state.failedAt !== null && this.state.failedAt === this.props.pathname) {
      return (
        <Container maxWidth="sm" sx={{ py: 8 }}>
          <Alert severity="error">{PAGE_LOAD_FAILURE_TEXT}</Alert>
        </Container>
      );
    }
    return this.props.children;
  }
}
