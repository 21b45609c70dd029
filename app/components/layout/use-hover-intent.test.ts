import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MENU_DELAYS, useHoverIntent } from "./use-hover-intent";

describe("useHoverIntent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens 200 ms after the pointer arrives and not before", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => {
      result.current.pointerEnter();
    });
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(result.current.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.open).toBe(true);
  });

  it("keeps the menu open when the trigger is clicked just after the pointer opened it; the next click closes", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => {
      result.current.pointerEnter();
    });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current.open).toBe(true);
    act(() => {
      result.current.toggle();
    });
    expect(result.current.open).toBe(true);
    act(() => {
      result.current.toggle();
    });
    expect(result.current.open).toBe(false);
  });

  it("follows the browser's own changes without losing the click-after-hover fix", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => {
      result.current.pointerEnter();
    });
    act(() => {
      vi.advanceTimersByTime(MENU_DELAYS.open);
    });
    // The popover reports itself open (its toggle event): nothing changes, the next click still keeps it open.
    act(() => {
      result.current.follow(true);
    });
    act(() => {
      result.current.toggle();
    });
    expect(result.current.open).toBe(true);
    // Escape or a click outside closed the popover: the state follows.
    act(() => {
      result.current.follow(false);
    });
    expect(result.current.open).toBe(false);
  });

  it("toggles on click when the pointer did not open it", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => {
      result.current.toggle();
    });
    expect(result.current.open).toBe(true);
    act(() => {
      result.current.toggle();
    });
    expect(result.current.open).toBe(false);
  });

  it("does not open when the pointer passes through quickly", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => {
      result.current.pointerEnter();
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    act(() => {
      result.current.pointerLeave();
    });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.open).toBe(false);
  });

  it("closes 150 ms after the pointer leaves, and stays open if it comes back in time", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => {
      result.current.setOpen(true);
    });
    act(() => {
      result.current.pointerLeave();
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    act(() => {
      result.current.pointerEnter();
    });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.open).toBe(true);
    act(() => {
      result.current.pointerLeave();
    });
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(result.current.open).toBe(false);
  });

  it("reopens at once within 300 ms of closing", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => {
      result.current.setOpen(true);
    });
    act(() => {
      result.current.setOpen(false);
    });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    act(() => {
      result.current.pointerEnter();
    });
    expect(result.current.open).toBe(true);
  });

  it("waits the 200 ms again once 300 ms have passed since closing", () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => {
      result.current.setOpen(true);
    });
    act(() => {
      result.current.setOpen(false);
    });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    act(() => {
      result.current.pointerEnter();
    });
    expect(result.current.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current.open).toBe(true);
  });
});
