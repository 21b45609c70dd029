import type * as React from "react";
import type { KindsOf, Line, LinePage, Section } from "~/content/business-lines/types";
import { ActionLinks } from "../sections/action-links";
import { Breadcrumb } from "../sections/breadcrumb";
import { CallToAction } from "./call-to-action";
import { lineMark } from "./line-mark";
import { LinkBack } from "./link-back";
import { PageHero } from "../sections/page-hero";
import { PageSection } from "../sections/page-section";
import { CheckList, SplitSection } from "./split-section";

type HeadedSection = Exclude<Section, { kind: "feature" }>;
type HeadedKind = HeadedSection["kind"];

/** What a band of a kind shows under its heading: its fields other than `kind` and `copy`. */
type BandFields<K extends HeadedKind> = Omit<Extract<HeadedSection, { kind: K }>, "kind" | "copy">;

/**
 * For each kind of band a page has, the component that draws it under its heading, given the line and the band's
 * fields (`ServiceCardGrid` for `service-cards`, `ReasonList` for `reasons`...). The route passes them, so a page
 * downloads the components of its own bands only; a `feature` band needs none.
 */
export type BandsFor<P extends LinePage> = {
  [K in Exclude<KindsOf<P>, "feature">]: React.ComponentType<{ line: Line } & BandFields<K>>;
};

/**
 * A business line's page from its content: the hero in the line's colour (with the breadcrumb on a subpage), its
 * bands in order on alternating plain and muted backgrounds, then the closing call to action or a link back.
 */
export function BusinessLinePage<P extends LinePage>({ page, bands }: { page: P; bands: BandsFor<P> }) {
  const { line, crumbs, hero, sections, end } = page;
  const photoRight = photoSides(sections);
  return (
    <>
      <PageHero
        line={line}
        mark={lineMark[line]}
        {...hero}
        breadcrumb={crumbs && <Breadcrumb trail={crumbs} current={hero.title} />}
      />
      {sections.map((section, index) => {
        const tone = index % 2 === 0 ? "plain" : "muted";
        if (section.kind === "feature") {
          return (
            <SplitSection
              key={section.copy.title}
              copy={section.copy}
              image={section.image}
              imageFirst
              reverse={photoRight[index]}
              tone={tone}
            >
              <CheckList line={line} points={section.points} />
              <ActionLinks actions={[section.action]} arrow className="mt-8" />
            </SplitSection>
          );
        }
        const { kind, copy, ...fields } = section;
        // The type of `bands` gives every kind of this page its component; indexed by a union, TypeScript cannot
        // pair each kind with its own fields.
        const Band = (bands as Record<HeadedKind, React.ComponentType<{ line: Line }>>)[kind];
        return (
          <PageSection key={copy.title} copy={copy} tone={tone}>
            <Band line={line} {...fields} />
          </PageSection>
        );
      })}
      {end.kind === "call-to-action" ? (
        <CallToAction title={end.title} text={end.text} actions={end.actions} arrow />
      ) : (
        <LinkBack action={end.action} />
      )}
    </>
  );
}

/** For each band, whether its photo goes on the right on a wide screen: a photo band after one on the left. */
function photoSides(sections: readonly Section[]): boolean[] {
  const right: boolean[] = [];
  sections.forEach((section, index) => {
    right.push(section.kind === "feature" && sections[index - 1]?.kind === "feature" && !right[index - 1]);
  });
  return right;
}
