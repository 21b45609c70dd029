import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";

export type ImageProps = Omit<React.ComponentProps<"img">, "width" | "height" | "alt" | "src"> & {
  src: string;
  /** Describes the picture; also the label of the placeholder shown when the image host cannot be reached. */
  alt: string;
  width: number;
  height: number;
  /** The one above-the-fold hero image: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  /** Classes for the placeholder box, which takes the image's place and size when loading fails. */
  fallbackClassName?: string;
};

/**
 * An external image with a fixed size (no layout shift), lazy below the fold, and a neat labelled
 * placeholder when the host is unreachable. Failures before hydration are caught on mount.
 */
export function Image({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
  fallbackClassName,
  ...props
}: ImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          "flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-100 to-slate-200 p-4 text-center text-sm font-medium text-slate-600",
          className,
          fallbackClassName,
        )}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <ImageOff className="size-8 text-slate-400" aria-hidden="true" />
        <span className="line-clamp-2 max-w-[16rem]">{alt}</span>
      </div>
    );
  }

  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      onError={() => setFailed(true)}
      className={cn("bg-slate-200", className)}
      {...props}
    />
  );
}
