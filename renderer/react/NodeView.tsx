/**
 * Draws one view node through the widget registry. An unknown widget name or
 * a widget that throws draws the stand-in the settings name in its place
 * (config.engineWidgets.fallback, renderer/engineWidgets.ts).
 */
import { memo, useCallback, useSyncExternalStore } from 'react';
import type { Json, ViewNode, WidgetComponent, WidgetRegistry } from '../types.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';
import type { ScreenRuntime } from '../runtime.ts';

interface Props {
  node: ViewNode;
  widgets: WidgetRegistry;
  runtime: ScreenRuntime;
  /** The stand-in's widget name (config.engineWidgets.fallback). */
  fallbackWidget: string;
  /** Text the stand-in shows (app copy `widgetFailed`). */
  fallbackText: string;
}

const Bare: WidgetComponent = () => null;

/** Busy while any event chain of the node runs (keys are `${nodeId}#${event}`). */
function isBusy(busy: { [key: string]: true }, id: string): boolean {
  for (const key in busy) if (key.startsWith(`${id}#`)) return true;
  return false;
}

export const NodeView = memo(function NodeView({ node, widgets, runtime, fallbackWidget, fallbackText }: Props) {
  const emit = useCallback((event: string, payload?: Json) => runtime.emit(node, event, payload ?? null), [runtime, node]);
  // Each node reads its own busy state: a tap makes its button busy, not every node of the screen draw again.
  const busyKeys = () => isBusy(runtime.store.getState().busy, node.id);
  const busy = useSyncExternalStore(runtime.store.subscribe, busyKeys, busyKeys);
  const Fallback = widgets[fallbackWidget] ?? Bare;
  const Widget = widgets[node.widget];
  const children = node.children?.map((child) => (
    <NodeView key={child.id} node={child} widgets={widgets} runtime={runtime} fallbackWidget={fallbackWidget} fallbackText={fallbackText} />
  ));
  if (!Widget) {
    console.error(`[renderer] unknown widget "${node.widget}" at ${node.id}`);
    return <Fallback nodeId={node.id} emit={emit} busy={false} widget={node.widget} reason="unknown widget" message={fallbackText} />;
  }
  return (
    <WidgetBoundary
      fallback={(error) => <Fallback nodeId={node.id} emit={emit} busy={false} widget={node.widget} reason={error.message} message={fallbackText} />}
    >
      <Widget {...node.props} nodeId={node.id} emit={emit} busy={busy}>
        {children}
      </Widget>
    </WidgetBoundary>
  );
});
