import { Alert } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** The text shown instead of the children when they crash. */
  fallbackText: string;
  children: ReactNode;
}

/** Keeps a crash in one part of a page from blanking the whole page: shows a message there instead. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(this.props.fallbackText, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <Alert severity="warning">{this.props.fallbackText}</Alert>;
    return this.props.children;
  }
}
