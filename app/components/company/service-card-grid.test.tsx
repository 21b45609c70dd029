import { Building2, Hammer } from "lucide-react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ServiceCardGrid } from "./service-card-grid";

describe("ServiceCardGrid", () => {
  it("links a whole card by its title, or through its own action when it has one", () => {
    render(
      <ServiceCardGrid
        line="civil"
        cards={[
          {
            icon: Building2,
            title: "Building Works",
            description: "Buildings.",
            href: "/civil-contracting/building",
          },
          {
            icon: Hammer,
            title: "Steel Works",
            description: "Steel.",
            features: ["Frames"],
            action: { label: "Learn More", href: "/contact", ariaLabel: "Learn more about Steel Works" },
          },
        ]}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Building Works",
      "Steel Works",
    ]);
    expect(screen.getByRole("link", { name: "Building Works" })).toHaveAttribute(
      "href",
      "/civil-contracting/building",
    );
    expect(screen.getByRole("link", { name: "Learn more about Steel Works" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(screen.getByText("Frames")).toBeInTheDocument();
  });
});
