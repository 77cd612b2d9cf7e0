import { lazy, Suspense, type ComponentType, type JSX } from 'react';

/**
 * A part of the shell that hydrates in a task of its own. preact/compat hydrates a tree in one piece (React
 * slices it); a part that suspends while hydrating keeps its prerendered DOM and hydrates once it resumes,
 * after the browser had its turn. On the server, and after the first render, the part renders at once.
 */
export function hydrateLater<Props extends object>(Part: ComponentType<Props>): (props: Props) => JSX.Element {
  const Later = lazy(() => new Promise<{ default: ComponentType<Props> }>((resolve) => setTimeout(() => resolve({ default: Part }), 0)));
  return function HydratedLater(props: Props) {
    if (typeof window === 'undefined') return <Part {...props} />;
    return (
      <Suspense fallback={null}>
        <Later {...props} />
      </Suspense>
    );
  };
}
