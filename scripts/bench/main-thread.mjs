// Where a page's main thread goes before it is live, read from a Chromium trace (puppeteer `tracing`): the time of
// each task on the renderer's main thread, split by what it was doing. Nested events count once, as their own time
// less their children's (a compile inside a function call is compile, not script).

/** The trace categories the split needs, and nothing that slows the page (no sampling profiler). */
export const TRACE_CATEGORIES = [
  "-*",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "toplevel",
  "loading",
];

const KINDS = {
  compile: [
    "v8.compile",
    "v8.compileModule",
    "V8.CompileCode",
    "v8.produceCache",
    "v8.produceModuleCache",
    "v8.deserializeOnBackground",
    "V8.CompileLazy",
  ],
  // Top-level script: inline scripts and the evaluation of each module.
  evaluate: ["v8.run", "v8.evaluateModule", "EvaluateScript"],
  // Script called later: React's scheduler tasks, timers, events, promise callbacks.
  callback: [
    "FunctionCall",
    "TimerFire",
    "EventDispatch",
    "FireAnimationFrame",
    "RunMicrotasks",
    "v8.callFunction",
    "FireIdleCallback",
  ],
  style: [
    "UpdateLayoutTree",
    "RecalculateStyles",
    "Layout",
    "ParseAuthorStyleSheet",
    "PrePaint",
    "Paint",
    "Layerize",
    "UpdateLayer",
    "UpdateLayerTree",
    "HitTest",
    "IntersectionObserverController::computeIntersections",
  ],
  parse: ["ParseHTML"],
  gc: [
    "MinorGC",
    "MajorGC",
    "V8.GCScavenger",
    "V8.GCFinalizeMC",
    "V8.GCIncrementalMarking",
    "BlinkGC.AtomicPhase",
  ],
};
const KIND_OF = new Map(Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])));

/** The renderer main thread of the page: the CrRendererMain thread with the most busy time. */
function mainThread(events) {
  const names = new Map();
  for (const event of events) {
    if (event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain") {
      names.set(`${event.pid}:${event.tid}`, 0);
    }
  }
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === "X" && names.has(key)) names.set(key, (names.get(key) ?? 0) + (event.dur ?? 0));
  }
  return [...names].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Complete events of one thread, with begin/end pairs joined into one, sorted by start then longest first. */
function spans(events, thread) {
  const out = [];
  const open = new Map();
  for (const event of events) {
    if (`${event.pid}:${event.tid}` !== thread) continue;
    if (event.ph === "X") out.push({ name: event.name, start: event.ts, end: event.ts + (event.dur ?? 0) });
    else if (event.ph === "B") open.set(event.name, [...(open.get(event.name) ?? []), event.ts]);
    else if (event.ph === "E") {
      const starts = open.get(event.name);
      const start = starts?.pop();
      if (start !== undefined) out.push({ name: event.name, start, end: event.ts });
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * Splits the main thread's time from navigation start until `liveMs` (milliseconds after navigation start, as the
 * page's `performance.now()` reads it) into: compile, script run (top-level evaluation of scripts and modules),
 * hydration (script called after the first module ran: React's render and commit, scheduled in tasks), style and
 * layout, HTML parsing, garbage collection, and other work. Returns milliseconds.
 */
export function mainThreadSplit(trace, liveMs) {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const navigation = events
    .filter(
      (event) =>
        event.name === "navigationStart" &&
        event.args?.data?.isLoadingMainFrame !== false &&
        // The page's own document, not the blank one a new tab starts with.
        event.args?.data?.documentLoaderURL !== "",
    )
    .map((event) => event.ts)
    .sort((a, b) => a - b)
    .at(-1);
  const thread = mainThread(events);
  const totals = { compile: 0, run: 0, hydration: 0, style: 0, parse: 0, gc: 0, other: 0 };
  if (navigation === undefined || thread === undefined) return totals;
  const from = navigation;
  const until = navigation + liveMs * 1000;
  const list = spans(events, thread).filter((span) => span.end > from && span.start < until);
  const firstModuleEnd = list.find((span) => span.name === "v8.evaluateModule")?.end ?? Infinity;

  /** @type {{ span: { name: string, start: number, end: number }, kind: string, own: number }[]} */
  const stack = [];
  const close = (entry) => {
    totals[entry.kind] += Math.max(0, entry.own) / 1000;
  };
  for (const span of list) {
    while (stack.length > 0 && stack.at(-1).span.end <= span.start) close(stack.pop());
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, until);
    const parent = stack.at(-1);
    const named = KIND_OF.get(span.name);
    let kind = named ?? parent?.kind ?? "other";
    if (named === "evaluate") kind = "run";
    else if (named === "callback") kind = span.start >= firstModuleEnd ? "hydration" : "run";
    // Inside script, an unnamed child (a task of its own kind) stays the script's.
    if (parent) parent.own -= end - start;
    stack.push({ span, kind, own: end - start });
  }
  while (stack.length > 0) close(stack.pop());
  for (const key of Object.keys(totals)) totals[key] = Math.round(totals[key]);
  return totals;
}
