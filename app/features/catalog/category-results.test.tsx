import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { categoryListing } from "./catalog";
import { CategoryResults } from "./category-results";
import { LISTING } from "./listing-params";
import { categoryPath } from "~/lib/store-paths";

const ALL = categoryPath("all");
const products = categoryListing("all").products;
const results = <CategoryResults path={ALL} products={products} renderAction={() => null} />;

/** The page's address, as the browser has it when the island runs. */
function at(address: string) {
  window.history.replaceState(null, "", address);
}

const names = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
const listing = () => document.documentElement.getAttribute(LISTING.attribute);

const watching: MutationObserver[] = [];

afterEach(() => {
  for (const observer of watching.splice(0)) observer.disconnect();
  at("/");
  document.documentElement.removeAttribute(LISTING.attribute);
  document.body.innerHTML = "";
});

describe("CategoryResults", () => {
  it("lists the matches of ?q= with their words marked, and says how many", () => {
    at(`${ALL}?q=slurry%20PUMP`);
    render(results);
    expect(names()).toEqual(["Submersible Slurry Pump"]);
    expect(screen.getByText('1 product matches "slurry PUMP"')).toBeInTheDocument();
    const marks = screen.getAllByText((_, element) => element?.tagName === "MARK");
    expect(marks.map((mark) => mark.textContent.toLowerCase())).toEqual(
      expect.arrayContaining(["slurry", "pump"]),
    );
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveValue("slurry PUMP");
  });

  it("says so when nothing matches, with a way back to the whole category", () => {
    at(`${ALL}?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    render(results);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.getByText('No products match "<script>alert(1)</script>".')).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Show all products" })).toHaveAttribute("href", ALL);
  });

  it("sorts by ?sort= and sends a new choice as it changes, keeping the search", async () => {
    at(`${ALL}?q=solar&sort=bogus`);
    render(results);
    const select = screen.getByRole("combobox", { name: "Sort by" });
    expect(select).toHaveValue("");
    const sent: string[] = [];
    select.closest("form")?.addEventListener("submit", (event) => {
      event.preventDefault();
      const form = event.currentTarget as HTMLFormElement;
      const fields = [...new FormData(form)].map(([name, value]) => [
        name,
        typeof value === "string" ? value : value.name,
      ]);
      sent.push(`${new URL(form.action).pathname}?${new URLSearchParams(fields).toString()}`);
    });
    await userEvent.setup().selectOptions(select, "name");
    expect(sent).toEqual([`${ALL}?q=solar&sort=name`]);

    at(`${ALL}?sort=name`);
    document.body.innerHTML = "";
    render(results);
    const sorted = names();
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("gives the focus back to the sort order on the page its choice opened, and only there", async () => {
    at(`${ALL}?q=pump`);
    const first = render(results);
    const select = () => screen.getByRole("combobox", { name: "Sort by" });
    select()
      .closest("form")
      ?.addEventListener("submit", (event) => event.preventDefault());
    await userEvent.setup().selectOptions(select(), "price-desc");
    first.unmount();
    // The browser opens the address the form sent.
    at(`${ALL}?q=pump&sort=price-desc`);
    const opened = render(results);
    await act(async () => {});
    expect(select()).toHaveFocus();
    opened.unmount();
    // Coming to it again some other way, the page starts at its top as usual.
    render(results);
    await act(async () => {});
    expect(select()).not.toHaveFocus();
  });

  it("has a real GET search form to the all-products page and a Sort button for pages without scripts", () => {
    at(categoryPath("mining"));
    render(<CategoryResults path={categoryPath("mining")} products={products} renderAction={() => null} />);
    const search = screen.getByRole("search");
    expect(search).toHaveAttribute("action", ALL);
    expect(search).toHaveAttribute("method", "get");
    expect(within(search).getByRole("searchbox")).toHaveAttribute("name", "q");
    expect(screen.getByRole("button", { name: "Sort" })).toHaveAttribute("type", "submit");
    const sort = screen.getByRole("combobox", { name: "Sort by" }).closest("form");
    expect(sort).toHaveAttribute("action", categoryPath("mining"));
    expect(sort).toHaveAttribute("method", "get");
  });
});

describe("CategoryResults on the prerendered page", () => {
  /**
   * Hydrates the HTML the build wrote (no search, no sort) for `element` (the category's results unless given) at
   * `address`; what each commit showed is kept.
   */
  function hydrateAt(
    address: string,
    { typed, element = results }: { typed?: string; element?: ReactElement } = {},
  ) {
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    at(address);
    const field = within(container).getByRole("searchbox");
    if (typed !== undefined) (field as HTMLInputElement).value = typed;
    const recoverable = vi.fn();
    // What the grid held each time the page's loading state let go of it.
    const shownWhenReleased: (string | null)[][] = [];
    const observer = new MutationObserver(() => {
      if (listing() === null) shownWhenReleased.push(names());
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [LISTING.attribute] });
    watching.push(observer);
    act(() => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    return { recoverable, shownWhenReleased, field: field as HTMLInputElement };
  }

  it("applies the address's search after hydrating, and only then lets the loading state go", async () => {
    document.documentElement.setAttribute(LISTING.attribute, LISTING.pending);
    const { recoverable, shownWhenReleased } = hydrateAt(`${ALL}?q=slurry%20pump`);
    await act(async () => {});
    expect(recoverable).not.toHaveBeenCalled();
    expect(names()).toEqual(["Submersible Slurry Pump"]);
    expect(listing()).toBeNull();
    expect(shownWhenReleased).toEqual([names()]);
    expect(screen.getByRole("searchbox")).toHaveValue("slurry pump");
  });

  it("hydrates an address that asks for no search or sort in one render: nothing to render again", async () => {
    const rendered = vi.fn(() => null);
    const element = <CategoryResults path={ALL} products={products} renderAction={rendered} />;
    // Other parameters (a campaign's, say) ask for nothing the prerendered listing lacks.
    const { recoverable } = hydrateAt(`${ALL}?utm_source=whatsapp`, { element });
    await act(async () => {});
    expect(recoverable).not.toHaveBeenCalled();
    // One card action per product in the build's HTML, and once more while hydrating: no render after it.
    expect(rendered).toHaveBeenCalledTimes(2 * products.length);
  });

  it("leaves a page that failed to load its island as it is", async () => {
    document.documentElement.setAttribute(LISTING.attribute, LISTING.failed);
    hydrateAt(ALL);
    await act(async () => {});
    expect(listing()).toBe(LISTING.failed);
  });

  it("keeps what was typed into the search before the page was live", async () => {
    const { field } = hydrateAt(ALL, { typed: "gener" });
    await act(async () => {});
    expect(field).toHaveValue("gener");
    expect(screen.getAllByRole("article")).toHaveLength(products.length);
  });
});
