import { Star } from "lucide-react";
import { cn } from "~/lib/cn";

/** Five stars filled to the nearest whole star, read out as "Rated 4.8 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      className={cn("flex gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn("size-4", star <= filled ? "fill-accent-500 text-accent-600" : "text-slate-300")}
        />
      ))}
    </span>
  );
}
