import { lazy, Suspense, type ComponentType } from 'react';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { PageLoading } from './page-states';

type Load<P> = () => Promise<ComponentType<P>>;

/**
 * A panel (or chart) whose code loads when it first shows: a spinner while it loads, and when its code
 * cannot be loaded the panel says so while the rest of the page stays.
 */
export function lazyPanel<P extends object>(load: Load<P>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPanel(props: P) {
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Part {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}

/**
 * A dialog whose code loads when it first opens: nothing shows while it loads, and when its code cannot be
 * loaded a dialog says so; closing that one closes the wanted dialog too.
 */
export function lazyDialog<P extends { onClose(): void }>(load: Load<P>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    return (
      <ChunkErrorBoundary onDialogClose={props.onClose}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}
