import { Component, type ReactNode } from 'react';

interface Props {
  /** Changing this key clears a caught error (used by Retry). */
  resetKey: number;
  fallback(error: Error): ReactNode;
  children: ReactNode;
}

/** Keeps a failing remote from unmounting the whole app. */
export class RemoteErrorBoundary extends Component<
  Props,
  { error: Error | null; resetKey: number }
> {
  override state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; resetKey: number }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
