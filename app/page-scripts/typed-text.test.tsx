import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inlineScript } from "~/before-scripts/inline-script";
import { keepTypedText, TYPED_TEXT } from "./typed-text";

/** A page load: the script runs from its text, as the build writes it into the page. */
function loadScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(inlineScript(keepTypedText, TYPED_TEXT)) as () => void)();
}

/** The update offer's Reload, as offline-copy.ts asks for it. */
const saveForReload = () => document.dispatchEvent(new Event(TYPED_TEXT.saveEvent));

const live = () => {
  document.documentElement.dataset.hydrated = "true";
};

/** A form whose state lives in React, as the contact form's does. */
function Enquiry({ onMessage }: { onMessage?: (message: string) => void }) {
  const [name, setName] = useState("");
  const [message, setMessage] = useState("");
  const [service, setService] = useState("");
  return (
    <form>
      <label>
        Name
        <input name="name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      </label>
      <label>
        Service
        <select name="service" value={service} onChange={(event) => setService(event.currentTarget.value)}>
          <option value="">Choose</option>
          <option value="energy">Energy</option>
        </select>
      </label>
      <label>
        Message
        <textarea
          name="message"
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            onMessage?.(event.currentTarget.value);
          }}
        />
      </label>
      <input type="password" name="secret" defaultValue="" aria-label="Secret" />
      <output>{`${name}|${service}|${message}`}</output>
    </form>
  );
}

beforeEach(() => {
  history.replaceState(null, "", "/contact");
  delete document.documentElement.dataset.hydrated;
  sessionStorage.clear();
});

afterEach(() => {
  history.replaceState(null, "", "/");
});

describe("typed text across the update's reload", () => {
  it("comes back into the same fields once the reloaded page is live, and the page's state takes it", async () => {
    const user = userEvent.setup();
    live();
    loadScript();
    const before = render(<Enquiry />);
    const typed = { name: "Thandi Moyo", service: "energy", message: "Quote for 40 panels, please." };
    await user.type(screen.getByLabelText("Name"), typed.name);
    await user.selectOptions(screen.getByLabelText("Service"), typed.service);
    await user.type(screen.getByLabelText("Message"), typed.message);
    saveForReload();
    before.unmount();

    // The reloaded page: its HTML, its script, then its island comes alive.
    delete document.documentElement.dataset.hydrated;
    const messages: string[] = [];
    const island = document.createElement("astro-island");
    island.setAttribute("client", "load");
    document.body.append(island);
    render(<Enquiry onMessage={(message) => messages.push(message)} />);
    loadScript();
    expect(screen.getByLabelText("Name")).toHaveValue("");
    live();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(typed.name));
    island.remove();
    expect(screen.getByLabelText("Service")).toHaveValue(typed.service);
    expect(screen.getByLabelText("Message")).toHaveValue(typed.message);
    expect(document.querySelector("output")).toHaveTextContent(`${typed.name}|energy|${typed.message}`);
    expect(messages).toEqual([typed.message]);
    // Used once: a later reload does not type it again.
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps no password and leaves another page's fields alone", async () => {
    const user = userEvent.setup();
    live();
    loadScript();
    render(<Enquiry />);
    await user.type(screen.getByLabelText("Secret"), "hunter2");
    await user.type(screen.getByLabelText("Name"), "Sipho");
    saveForReload();
    expect(sessionStorage.getItem(TYPED_TEXT.key)).not.toContain("hunter2");

    await user.clear(screen.getByLabelText("Name"));
    history.replaceState(null, "", "/cart");
    loadScript();
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(sessionStorage.length).toBe(0);
  });

  it("tells fields of one name apart by their order", () => {
    live();
    loadScript();
    document.body.innerHTML = `<form><input name="quantity" value="2"><input name="quantity" value="7"></form>`;
    saveForReload();
    document.body.innerHTML = `<form><input name="quantity" value="1"><input name="quantity" value="1"></form>`;
    loadScript();
    expect([...document.querySelectorAll("input")].map((input) => input.value)).toEqual(["2", "7"]);
  });

  it("goes on without storage, or with storage that throws or holds something else", () => {
    live();
    document.body.innerHTML = `<form><input name="name" value="Ann"></form>`;
    const refused = vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(loadScript).not.toThrow();
    expect(saveForReload).not.toThrow();
    refused.mockRestore();

    const full = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    loadScript();
    expect(saveForReload).not.toThrow();
    full.mockRestore();

    for (const stored of ["{", "null", "[]", '{"address":"/contact","fields":[{"key":1}]}']) {
      sessionStorage.setItem(TYPED_TEXT.key, stored);
      expect(loadScript).not.toThrow();
      expect(document.querySelector("input")).toHaveValue("Ann");
    }
  });
});
