import { describe, expect, it } from "vitest";
import { mainThreadSplit } from "./main-thread.mjs";

const PID = 7;
const MAIN = 1;
const meta = [
  { ph: "M", name: "thread_name", pid: PID, tid: MAIN, args: { name: "CrRendererMain" } },
  { ph: "M", name: "thread_name", pid: PID, tid: 2, args: { name: "Compositor" } },
];
const x = (name: string, startMs: number, durMs: number, tid = MAIN) => ({
  ph: "X",
  name,
  pid: PID,
  tid,
  ts: 1_000_000 + startMs * 1000,
  dur: durMs * 1000,
});
const navigation = {
  ph: "R",
  name: "navigationStart",
  pid: PID,
  tid: MAIN,
  ts: 1_000_000,
  args: { data: { isLoadingMainFrame: true } },
};

describe("mainThreadSplit", () => {
  it("splits nested events by their own time: compile inside script is compile", () => {
    const trace = {
      traceEvents: [
        ...meta,
        navigation,
        x("RunTask", 0, 30),
        x("ParseHTML", 0, 30),
        x("RunTask", 100, 50),
        x("v8.evaluateModule", 100, 50),
        x("V8.CompileCode", 110, 20),
        x("RunTask", 200, 100),
        x("FunctionCall", 200, 100),
        x("Layout", 280, 10),
        x("RunTask", 400, 10),
        x("UpdateLayoutTree", 400, 10),
        // Another thread and anything after live do not count.
        x("FunctionCall", 0, 500, 2),
        x("RunTask", 600, 100),
        x("FunctionCall", 600, 100),
      ],
    };
    expect(mainThreadSplit(trace, 500)).toEqual({
      compile: 20,
      run: 30,
      hydration: 90,
      style: 20,
      parse: 30,
      gc: 0,
      other: 0,
    });
  });

  it("clips an event that straddles the live moment", () => {
    const trace = [...meta, navigation, x("v8.evaluateModule", 0, 10), x("FunctionCall", 90, 40)];
    expect(mainThreadSplit(trace, 100)).toMatchObject({ run: 10, hydration: 10 });
  });

  it("gives zeros for a trace without a navigation or a main thread", () => {
    expect(mainThreadSplit({ traceEvents: [] }, 100)).toEqual({
      compile: 0,
      run: 0,
      hydration: 0,
      style: 0,
      parse: 0,
      gc: 0,
      other: 0,
    });
  });
});
