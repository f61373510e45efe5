import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

interface BoundaryProps {
  children: ReactNode;
  /** Changes with every navigation: a failed route is tried again when the location changes. */
  locationKey: string;
}

interface BoundaryState {
  failed: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // Only a failed boundary resets: the pages inside a working one keep their state.
    if (this.state.failed && previous.locationKey !== this.props.locationKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * A route's error element: a page that failed to load (a chunk lost to a network blip or a new
 * deploy) or to render shows RouteErrorPage in its place, inside the layout that still works.
 * Any navigation (Try again re-enters the same location) renders the route afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}
