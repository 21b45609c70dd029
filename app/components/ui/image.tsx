import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type * as React from "react";
import { PHOTO_ATTRIBUTE } from "~/before-scripts/photo-fallback";
import { IMAGE_HOSTS } from "~/content/image-hosts";
import { cn } from "~/lib/cn";
import { builtPhoto, builtPhotoSrcSet, widthsUpTo } from "~/lib/photos";

export type ImageProps = Omit<React.ComponentProps<"img">, "width" | "height" | "alt" | "src"> & {
  src: string;
  /** Describes the picture; also the label of the placeholder shown when the image host cannot be reached. */
  alt: string;
  width: number;
  height: number;
  /**
   * A hero's decorative photo, above the fold: requested at once, but at low priority and never preloaded, so
   * the page's text and styles come first. Every other photo is lazy; until the page is live, lazy photos below
   * the first screen wait, so the scripts get the slow line first (before-scripts/photos-wait.ts).
   */
  eager?: boolean;
  /**
   * How wide the photo is drawn at each screen width (the `sizes` attribute; default the full viewport width;
   * product photos: app/lib/photo-slots.ts). Image-service addresses with a `w=` width parameter are offered at
   * every width of `PHOTO_WIDTHS` up to the one their address asks for, and the site's own photos (app/lib/photos.ts)
   * at each width the build made, as AVIF, WebP and JPEG: the browser downloads the photo at the size of its slot,
   * in the lightest format it shows.
   */
  sizes?: string;
  /**
   * What takes the image's place when loading fails: a labelled placeholder box of the same size, a compact one
   * for small thumbnails, or nothing (for decorative backgrounds).
   */
  fallback?: "placeholder" | "compact" | "none";
};

/** The widths of `PHOTO_WIDTHS` below the one `src` asks for (`w=`), then that one; none without `w=`. */
export function photoWidths(src: string): number[] {
  const asked = Number(/[?&]w=(\d+)/.exec(src)?.[1] ?? 0);
  return asked ? widthsUpTo(asked) : [];
}

/** `src` at each width, as a `srcset` value; `src` alone when it has no `w=` parameter to vary. */
export function srcSetFor(src: string, widths: readonly number[]): string | undefined {
  if (!/[?&]w=\d+/.test(src)) return undefined;
  return widths.map((width) => `${src.replace(/([?&]w=)\d+/, `$1${width}`)} ${width}w`).join(", ");
}

/**
 * "anonymous" for a photo on one of the image hosts, which answer any site with CORS: the request is then a CORS
 * one, so the offline copy can read the answer's status and keep whole photos only (an opaque answer could be an
 * error, and browsers count each as megabytes of storage). Nothing for the site's own files and other addresses.
 */
export function photoCrossOrigin(src: string): "anonymous" | undefined {
  try {
    return IMAGE_HOSTS.includes(new URL(src).origin) ? "anonymous" : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An image with a fixed size (no layout shift), lazy below the fold, and a neat labelled placeholder when it
 * cannot load (the host unreachable, the signal gone): the placeholder is in the HTML beside the photo, hidden, and
 * shows once the photo is marked `data-photo="failed"` (app.css) by the page's inline script, which sees every
 * failure from the first byte (before-scripts/photo-fallback.ts), or, in an island, by the photo's own handler. The
 * site's own photos come as a <picture> (display: contents, so the <img> is laid out as it would be alone) whose
 * sources offer AVIF and WebP before the <img>'s JPEG.
 */
export function Image({
  src,
  alt,
  width,
  height,
  eager = false,
  sizes = "100vw",
  className,
  fallback = "placeholder",
  ...props
}: ImageProps) {
  const [failed, setFailed] = useState(false);
  // No address (a stored cart line whose photo is not one the site shows): the placeholder from the first render,
  // and no src at all, which as "" would have the browser fetch the page itself again.
  const missing = src === "";
  const ref = useRef<HTMLImageElement>(null);
  const stem = builtPhoto(src);
  const srcSet = stem ? builtPhotoSrcSet(stem, "jpg") : srcSetFor(src, photoWidths(src));

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  const image = (
    <img
      ref={ref}
      crossOrigin={photoCrossOrigin(src)}
      src={missing ? undefined : src}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "low" : "auto"}
      onError={() => setFailed(true)}
      {...{ [PHOTO_ATTRIBUTE]: failed || missing ? "failed" : "" }}
      className={cn("bg-slate-200", className)}
      {...props}
    />
  );
  const placeholder =
    fallback === "none" ? null : (
      <span
        role="img"
        aria-label={alt}
        className={cn(
          "photo-fallback flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-100 to-slate-200 text-center font-medium text-slate-600",
          fallback === "compact" ? "p-1 text-xs" : "p-4 text-sm",
          className,
        )}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <ImageOff
          className={cn("text-slate-400", fallback === "compact" ? "size-5" : "size-8")}
          aria-hidden="true"
        />
        <span className="line-clamp-2 max-w-[min(16rem,100%)] [overflow-wrap:anywhere]">{alt}</span>
      </span>
    );
  if (!stem)
    return (
      <>
        {image}
        {placeholder}
      </>
    );
  // The formats in the order the browser should prefer them; the <img>'s JPEG for any other browser.
  return (
    <>
      <picture className="contents">
        {(["avif", "webp"] as const).map((format) => (
          <source
            key={format}
            type={`image/${format}`}
            srcSet={builtPhotoSrcSet(stem, format)}
            sizes={sizes}
          />
        ))}
        {image}
      </picture>
      {placeholder}
    </>
  );
}
