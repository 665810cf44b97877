import { Component, type ComponentType, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { reportError } from '../log.ts';

export interface IslandEntry {
  name: string;
  component: ComponentType<object>;
  props: object;
  target: Element;
}

export interface IslandsRoot {
  render(): void;
  /** Renders now, so a removed island's DOM and effects are gone when this returns. */
  renderSync(): void;
  unmount(): void;
}

/** One failing widget must not take the others down: it reports, and renders nothing. */
class Guard extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportError(this.props.name, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Islands({ entries }: { entries: [number, IslandEntry][] }) {
  return entries.map(([id, { name, component: Widget, props, target }]) =>
    createPortal(
      <Guard name={name}>
        <Widget {...props} />
      </Guard>,
      target,
      String(id),
    ),
  );
}

export function createIslandsRoot(entries: Map<number, IslandEntry>): IslandsRoot {
  const container = document.body.appendChild(document.createElement('div'));
  container.setAttribute('data-kurzus-islands', '');
  container.setAttribute('data-kurzus-widget', 'islands');
  const root = createRoot(container);
  const render = () => root.render(<Islands entries={[...entries]} />);
  return {
    render,
    renderSync: () => flushSync(render),
    unmount() {
      flushSync(() => root.unmount());
      container.remove();
    },
  };
}
