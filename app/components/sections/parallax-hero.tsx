import { useEffect, useRef } from "react";
import type * as React from "react";
import { Container } from "../ui/container";
import { Image } from "../ui/image";
import { HERO_WIDTHS, type HeroImage } from "./page-hero";
import { prefersReducedMotion } from "./use-reduced-motion";

/** The background moves by this share of the scroll distance (SPEC.md section 9). */
export const PARALLAX_FACTOR = 0.3;

/** Moves `layer` by PARALLAX_FACTOR of the scroll, once per frame, with a transform only (no layout). */
function useParallax() {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = layer.current;
    if (!element || prefersReducedMotion()) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      element.style.transform = `translate3d(0, ${Math.round(window.scrollY * PARALLAX_FACTOR)}px, 0)`;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      element.style.transform = "";
    };
  }, []);
  return layer;
}

/**
 * The home page's full-height hero. The text is plain prerendered HTML with no entrance animation, so it is
 * the first and largest paint; the photo behind it is decorative and drifts slower than the page.
 */
export function ParallaxHero({
  title,
  tagline,
  image,
  actions,
}: {
  title: React.ReactNode;
  tagline: React.ReactNode;
  image: HeroImage;
  actions: React.ReactNode;
}) {
  const layer = useParallax();
  return (
    <section className="on-dark bg-ink relative isolate flex min-h-[88vh] items-center overflow-hidden text-white">
      <div ref={layer} data-testid="hero-background" className="absolute inset-0 -z-10 will-change-transform">
        <Image
          src={image.src}
          alt={image.alt}
          width={1600}
          height={900}
          eager
          widths={HERO_WIDTHS}
          className="size-full object-cover opacity-35"
          fallback="none"
        />
      </div>
      <div
        className="from-ink via-ink/80 to-brand-800/50 absolute inset-0 -z-10 bg-gradient-to-br"
        aria-hidden="true"
      />
      <Container className="pt-28 pb-20 lg:pt-36">
        <h1 className="max-w-4xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-7xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">{tagline}</p>
        <div className="mt-10 flex flex-wrap gap-4">{actions}</div>
      </Container>
    </section>
  );
}
