import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ActionLinks } from "./action-links";
import { Breadcrumb } from "./breadcrumb";
import { CallToAction } from "../company/call-to-action";
import { lineMark } from "../company/line-mark";
import { PageHero } from "./page-hero";
import { FadeIn } from "../company/fade-in";
import { PageSection } from "./page-section";
import { SplitSection } from "../company/split-section";

const actions = [
  { label: "Request a Quote", href: "/contact" },
  { label: "Visit Our Store", href: "/store" },
];

describe("PageSection", () => {
  it("is a region named by its heading, with eyebrow, intro and content", () => {
    render(
      <PageSection copy={{ eyebrow: "What we do", title: "Our Services", intro: "Three lines." }}>
        <p>Cards</p>
      </PageSection>,
    );
    const region = screen.getByRole("region", { name: "Our Services" });
    expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent("Our Services");
    expect(within(region).getByText("What we do")).toBeVisible();
    expect(within(region).getByText("Three lines.")).toBeVisible();
    expect(within(region).getByText("Cards")).toBeVisible();
  });

  it("names a band without a heading by its label", () => {
    render(
      <PageSection label="Our figures" tone="ink" size="sm" as={FadeIn}>
        <p>30+</p>
      </PageSection>,
    );
    expect(screen.getByRole("region", { name: "Our figures" })).toHaveTextContent("30+");
    expect(screen.queryByRole("heading")).toBeNull();
  });
});

describe("SplitSection", () => {
  it("is a region named by its heading, with its photo", () => {
    render(
      <SplitSection copy={{ title: "Our Story" }} image={{ src: "/photo.jpg", alt: "Our first workshop" }}>
        <p>Since 1991.</p>
      </SplitSection>,
    );
    const region = screen.getByRole("region", { name: "Our Story" });
    // The photo, and beside it its placeholder, which the stylesheet shows only if the photo fails (app.css).
    expect(
      within(region)
        .getAllByRole("img", { name: "Our first workshop" })
        .map((image) => image.tagName),
    ).toEqual(["IMG", "SPAN"]);
    expect(within(region).getByText("Since 1991.")).toBeVisible();
  });
});

describe("PageHero", () => {
  it("opens the page with its h1, intro and actions", () => {
    render(<PageHero title="About Us" eyebrow="Since 1991" intro="Three decades." actions={actions} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("About Us");
    expect(screen.getByText("Three decades.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
  });

  it("on a business-line page shows the breadcrumb trail", () => {
    render(
      <PageHero
        line="civil"
        mark={lineMark.civil}
        title="Building Works"
        eyebrow="Civil Contractors"
        breadcrumb={
          <Breadcrumb
            trail={[
              { label: "Home", href: "/" },
              { label: "Civil Contractors", href: "/civil-contracting" },
            ]}
            current="Building Works"
          />
        }
        actions={actions}
      />,
    );
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(trail).getByRole("link", { name: "Civil Contractors" })).toHaveAttribute(
      "href",
      "/civil-contracting",
    );
  });
});

describe("ActionLinks and CallToAction", () => {
  it("show every action as a link, in order", () => {
    render(
      <>
        <CallToAction title="Ready to Power Your Next Project?" actions={actions} />
        <ActionLinks actions={[{ label: "Learn More", href: "/about", ariaLabel: "Learn More about us" }]} />
      </>,
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Ready to Power Your Next Project?");
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/contact",
      "/store",
      "/about",
    ]);
    expect(screen.getByRole("link", { name: "Learn More about us" })).toBeVisible();
  });
});
