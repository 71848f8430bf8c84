import { Component, type ReactNode } from 'react';

interface MapLoadBoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/**
 * The map arrives as a separate download, which fails offline on first use; Leaflet can also throw.
 * Either way the rest of the Explorer keeps working and the fallback says why (SPEC §8 'Failed to load map').
 */
export class MapLoadBoundary extends Component<MapLoadBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
