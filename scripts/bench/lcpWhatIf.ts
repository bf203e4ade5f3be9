/**
 * What if a page's files were laid out otherwise? Records one Lighthouse run of a route (the built `dist/`, the
 * stand-in server) and replays Lighthouse's own LCP simulation (Lantern: slow 4G, 6 connections, 4× CPU) on copies
 * of that run's request graph with files resized, merged or left out. The model is deterministic, so each layout
 * gives one figure in milliseconds, without building the page (docs/decisions/043).
 *
 *   node --import tsx scripts/bench/lcpWhatIf.ts /orderDetail
 *
 * It prints first the recorded load as the model plays it: when each file starts and ends, and the main thread's
 * tasks over 8 ms. Decision 044 read the last 300 ms there: the LCP is the end of app.js, which shares the line
 * with every other file in flight beside it.
 *
 * Read a figure as the model's answer, not as a page's: a merge here moves the merged file's bytes, not the work
 * that waited for it. Merging the entry's files into the app's file, for one, only stands for a page whose early
 * request leaves from the HTML itself.
 */
import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js';
import { withLighthouse } from './lighthouseRuns.ts';
import { startStandIn } from './standInServer.ts';
import { builtSecurityHeaders } from '../csp.ts';
import { benchRoutes } from './routes.ts';

/** The parts of Lantern's graph and simulator this reads (its own types are not exported for this use). */
interface Request {
  url: string;
  transferSize: number;
  priority: string;
  resourceType?: string;
}
interface GraphNode {
  type: 'network' | 'cpu';
  request: Request;
  _request: Request;
  traverse(visit: (node: GraphNode) => void): void;
  cloneWithRelationships(): GraphNode;
  getDependencies(): GraphNode[];
  getDependents(): GraphNode[];
  addDependent(node: GraphNode): void;
  removeDependent(node: GraphNode): void;
  removeDependency(node: GraphNode): void;
}
interface Timing {
  startTime: number;
  endTime: number;
}
interface Simulator {
  simulate(graph: GraphNode, options: { label?: string }): { timeInMs: number; nodeTimings: Map<GraphNode, Timing> };
}
type Edit = (nodes: GraphNode[]) => void;

const label = process.argv[2] ?? '/orderDetail';
const dir = process.argv[3] ?? 'dist';
const route = benchRoutes().find((r) => r.label === label);
if (!route)
  throw new Error(
    `No bench route ${label}: one of ${benchRoutes()
      .map((r) => r.label)
      .join(', ')}`,
  );

// Catch the simulator and the graphs of the LCP estimate as Lighthouse simulates them.
const SimulatorClass = (Lantern as unknown as { Simulation: { Simulator: { prototype: Simulator } } }).Simulation.Simulator;
const simulate = SimulatorClass.prototype.simulate;
const caught: { simulator: Simulator; graph: GraphNode; label: string }[] = [];
SimulatorClass.prototype.simulate = function (this: Simulator, graph, options) {
  if (/LargestContentfulPaint/.test(options?.label ?? '')) caught.push({ simulator: this, graph, label: options.label ?? '' });
  return simulate.call(this, graph, options);
};
const app = await startStandIn({ dir, port: 4700, api: true, headers: builtSecurityHeaders(dir) });
let measured = NaN;
try {
  await withLighthouse(async (run) => {
    measured = (await run(app.url + route.url, 'lcp-what-if')).lcp;
  });
} finally {
  SimulatorClass.prototype.simulate = simulate;
  await app.close();
}
// Lighthouse estimates the LCP twice; the metric it reports is the last pair (optimistic, pessimistic), averaged.
const pair = caught.slice(-2);

const short = (url: string) =>
  url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/\?.*/, '')
    .replace(/-[\w-]{8}\.(js|css)$/, '.$1');
// As Lantern's LCP: an image asked for at low priority is taken to be off screen and not waited for.
const counts = (node: GraphNode) => node.type !== 'network' || !(node.request.resourceType === 'Image' && /Low/.test(node.request.priority));
const files = (nodes: GraphNode[], name: RegExp) => nodes.filter((n) => n.type === 'network' && name.test(short(n.request.url)));

/** Takes a node out of the graph; what waited for it now waits for what it waited for. */
function leaveOut(node: GraphNode) {
  const before = node.getDependencies();
  for (const after of node.getDependents()) {
    after.removeDependency(node);
    for (const b of before) if (b !== after && !after.getDependencies().includes(b)) b.addDependent(after);
  }
  for (const b of before) b.removeDependent(node);
}
const resize =
  (name: RegExp, kib: number): Edit =>
  (nodes) =>
    files(nodes, name).forEach((n) => (n.request.transferSize = Math.max(200, n.request.transferSize + kib * 1024)));
/** The files named `from` become part of the first file named `into` (their bytes less one response's headers). */
const merge =
  (into: RegExp, from: RegExp): Edit =>
  (nodes) => {
    const target = files(nodes, into)[0];
    if (!target) return;
    for (const n of files(nodes, from)) {
      if (n === target) continue;
      target.request.transferSize += n.request.transferSize - 300;
      leaveOut(n);
    }
  };
const drop =
  (name: RegExp): Edit =>
  (nodes) =>
    files(nodes, name).forEach(leaveOut);
const together =
  (...edits: Edit[]): Edit =>
  (nodes) =>
    edits.forEach((edit) => edit(nodes));

function estimate(name: string, edit: Edit) {
  const parts = pair.map(({ simulator, graph }) => {
    const copy = graph.cloneWithRelationships();
    const nodes: GraphNode[] = [];
    copy.traverse((n) => nodes.push(n));
    // The copy's nodes share their requests with the recorded graph: each gets its own before an edit.
    for (const n of nodes)
      if (n.type === 'network') n._request = Object.assign(Object.create(Object.getPrototypeOf(n.request) as object) as Request, n.request);
    edit(nodes);
    const { nodeTimings } = simulate.call(simulator, copy, { label: 'lcp-what-if' });
    let end = 0;
    let appFile = 0;
    for (const [n, t] of nodeTimings) {
      if (counts(n)) end = Math.max(end, t.endTime);
      if (n.type === 'network' && /^\/assets\/app\.js$/.test(short(n.request.url))) appFile = t.endTime - t.startTime;
    }
    return { end, appFile };
  });
  const lcp = parts.reduce((s, p) => s + p.end, 0) / parts.length;
  console.log(`  ${name.padEnd(64)} ${lcp.toFixed(0).padStart(5)} ms   (app.js on the line ${parts.map((p) => p.appFile.toFixed(0)).join(' / ')} ms)`);
}

console.log(`${label}: Lighthouse's LCP ${measured.toFixed(0)} ms. The files of its simulated load:`);
pair[1]?.graph.traverse((n) => {
  if (n.type === 'network')
    console.log(`  ${(n.request.transferSize / 1024).toFixed(1).padStart(6)} KiB  ${n.request.priority.padEnd(8)} ${short(n.request.url)}`);
});
const ROUTE_FILES = /^\/assets\/(?!app|start|main|promo)[\w-]+\.js$/;
// The same without the bundler's runtime, which the app's file imports too (decision 045).
const ROUTE_OWN = /^\/assets\/(?!app|start|main|promo|rolldown-runtime)[\w-]+\.js$/;
const APP = /^\/assets\/app\.js$/;
// The entry's files, on a build from before its code went into the page (decision 045), and the page itself.
const ENTRY = /^\/assets\/(main|promo|start)\.js$/;
const PAGE = /^\/(\w+\/?)?$/;
console.log('The recorded load as the model plays it (ms from the start; files, and main-thread tasks over 8 ms):');
{
  const last = pair[pair.length - 1];
  const rows: [number, number, string][] = [];
  if (last)
    for (const [n, t] of simulate.call(last.simulator, last.graph.cloneWithRelationships(), { label: 'lcp-what-if' }).nodeTimings) {
      if (n.type === 'network') rows.push([t.startTime, t.endTime, `${short(n.request.url)} ${(n.request.transferSize / 1024).toFixed(1)} KiB`]);
      else if (t.endTime - t.startTime > 8) rows.push([t.startTime, t.endTime, `task ${(t.endTime - t.startTime).toFixed(0)} ms`]);
    }
  for (const [start, end, what] of rows.sort((a, b) => a[0] - b[0])) console.log(`  ${start.toFixed(0).padStart(6)} → ${end.toFixed(0).padStart(6)}  ${what}`);
}
console.log('LCP of the same load, laid out otherwise (the model, not a page):');
estimate('as recorded', () => {});
for (const kib of [-5, -10, -20]) estimate(`app.js ${kib} KiB`, resize(APP, kib));
estimate('no icon request', drop(/favicon/));
estimate('the entry in the page (a build from before decision 045)', merge(PAGE, ENTRY));
estimate("the route's files (and the runtime) in one file", merge(ROUTE_FILES, ROUTE_FILES));
estimate("the route's files in one file, the runtime apart", merge(ROUTE_OWN, ROUTE_OWN));
estimate("the entry in the page, the route's files in one, no icon request", together(merge(PAGE, ENTRY), merge(ROUTE_FILES, ROUTE_FILES), drop(/favicon/)));
estimate("the route's files in app.js", merge(APP, ROUTE_FILES));
