import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { categoryListing } from "./catalog";
import { CategoryResults } from "./category-results";
import { categoryPath } from "~/lib/store-paths";

function Page() {
  const location = useLocation();
  return (
    <>
      <p data-testid="address">{location.pathname + location.search}</p>
      <CategoryResults products={categoryListing("all").products} renderAction={() => null} />
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/store/category/:category", Component: Page }]);
  render(<Stub initialEntries={[path]} />);
}

const names = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

describe("CategoryResults", () => {
  it("lists the matches of ?q= with their words marked, and says how many", () => {
    renderAt(`${categoryPath("all")}?q=slurry%20PUMP`);
    expect(names()).toEqual(["Submersible Slurry Pump"]);
    expect(screen.getByText('1 product matches "slurry PUMP"')).toBeInTheDocument();
    const marks = screen.getAllByText((_, element) => element?.tagName === "MARK");
    expect(marks.map((mark) => mark.textContent.toLowerCase())).toEqual(
      expect.arrayContaining(["slurry", "pump"]),
    );
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveValue("slurry PUMP");
  });

  it("says so when nothing matches, with a way back to the whole category", () => {
    renderAt(`${categoryPath("all")}?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.getByText('No products match "<script>alert(1)</script>".')).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Show all products" })).toHaveAttribute(
      "href",
      categoryPath("all"),
    );
  });

  it("sorts by ?sort= and applies a new choice as it changes, keeping the search", async () => {
    renderAt(`${categoryPath("all")}?q=solar&sort=bogus`);
    const select = screen.getByRole("combobox", { name: "Sort by" });
    expect(select).toHaveValue("");
    await userEvent.setup().selectOptions(select, "name");
    expect(await screen.findByText(`${categoryPath("all")}?q=solar&sort=name`)).toBeInTheDocument();
    const sorted = names();
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("has a real GET search form to the all-products page and a Sort button for pages without scripts", () => {
    renderAt(categoryPath("mining"));
    const search = screen.getByRole("search");
    expect(search).toHaveAttribute("action", categoryPath("all"));
    expect(search).toHaveAttribute("method", "get");
    expect(within(search).getByRole("searchbox")).toHaveAttribute("name", "q");
    expect(screen.getByRole("button", { name: "Sort" })).toHaveAttribute("type", "submit");
  });
});
