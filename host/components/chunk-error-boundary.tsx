import { Component, type ReactNode } from 'react';
import { Dialog } from '@mui/material';
import { isChunkLoadFailure } from '../app/chunk-load-failure';
import { ChunkLoadFailureAlert } from './chunk-load-failure-alert';

interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /** Around a lazy dialog: the message shows in a dialog of its own; closing it closes the wanted dialog too. */
  onDialogClose?: () => void;
}

/**
 * Around a lazy panel or dialog: when its code cannot be loaded, the rest of the page stays and the part
 * says why. Any other error goes on to the route's error page.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    const { children, onDialogClose } = this.props;
    if (error === null) return children;
    if (!isChunkLoadFailure(error)) throw error;
    if (!onDialogClose) return <ChunkLoadFailureAlert />;
    const close = () => {
      onDialogClose();
      this.setState({ error: null });
    };
    return (
      <Dialog open onClose={close}>
        <ChunkLoadFailureAlert />
      </Dialog>
    );
  }
}
