import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { restoreTypedText, saveTypedText, type TypedTextStorage } from "./typed-text";

function memoryStorage(): TypedTextStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

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

describe("typed text across the update's reload", () => {
  it("comes back into the same fields of the reloaded page, and the page's state takes it", async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const before = render(<Enquiry />);
    const typed = { name: "Thandi Moyo", service: "energy", message: "Quote for 40 panels, please." };
    await user.type(screen.getByLabelText("Name"), typed.name);
    await user.selectOptions(screen.getByLabelText("Service"), typed.service);
    await user.type(screen.getByLabelText("Message"), typed.message);
    saveTypedText(document, storage, "/contact");
    before.unmount();

    const messages: string[] = [];
    render(<Enquiry onMessage={(message) => messages.push(message)} />);
    restoreTypedText(document, storage, "/contact");
    expect(screen.getByLabelText("Name")).toHaveValue(typed.name);
    expect(screen.getByLabelText("Service")).toHaveValue(typed.service);
    expect(screen.getByLabelText("Message")).toHaveValue(typed.message);
    expect(document.querySelector("output")).toHaveTextContent(`${typed.name}|energy|${typed.message}`);
    expect(messages).toEqual([typed.message]);
    // Used once: a later reload does not type it again.
    expect(storage.items.size).toBe(0);
  });

  it("keeps no password and leaves another page's fields alone", async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    render(<Enquiry />);
    await user.type(screen.getByLabelText("Secret"), "hunter2");
    await user.type(screen.getByLabelText("Name"), "Sipho");
    saveTypedText(document, storage, "/contact");
    expect([...storage.items.values()].join()).not.toContain("hunter2");

    await user.clear(screen.getByLabelText("Name"));
    restoreTypedText(document, storage, "/cart");
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it("tells fields of one name apart by their order", () => {
    const storage = memoryStorage();
    document.body.innerHTML = `<form><input name="quantity" value="2"><input name="quantity" value="7"></form>`;
    saveTypedText(document, storage, "/cart");
    document.body.innerHTML = `<form><input name="quantity" value="1"><input name="quantity" value="1"></form>`;
    restoreTypedText(document, storage, "/cart");
    expect([...document.querySelectorAll("input")].map((input) => input.value)).toEqual(["2", "7"]);
  });

  it("goes on without storage, or with storage that throws or holds something else", () => {
    document.body.innerHTML = `<form><input name="name" value="Ann"></form>`;
    expect(() => saveTypedText(document, null, "/contact")).not.toThrow();
    expect(() => restoreTypedText(document, null, "/contact")).not.toThrow();
    const throwing: TypedTextStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(() => saveTypedText(document, throwing, "/contact")).not.toThrow();
    expect(() => restoreTypedText(document, throwing, "/contact")).not.toThrow();
    for (const stored of ["{", "null", "[]", '{"address":"/contact","fields":[{"key":1}]}']) {
      const storage = memoryStorage();
      storage.setItem("offline-copy-typed-text", stored);
      expect(() => restoreTypedText(document, storage, "/contact")).not.toThrow();
      expect(document.querySelector("input")).toHaveValue("Ann");
    }
  });
});
