import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent-500 text-ink hover:bg-accent-400",
        secondary: "bg-brand-700 text-white hover:bg-brand-800",
        outline: "border-2 border-brand-700 text-brand-700 hover:bg-brand-50",
        "outline-light": "border-2 border-white text-white hover:bg-white hover:text-ink",
        ghost: "text-brand-700 hover:bg-brand-50",
      },
      size: {
        // A height that grows: a label that wraps (a narrow phone, large text) keeps its padding.
        sm: "min-h-9 px-3 py-1.5 text-sm",
        md: "min-h-11 px-5 py-2 text-sm",
        lg: "min-h-12 px-7 py-2 text-base",
        // As wide as its container: the label needs less side padding (one line on a 375 px phone).
        full: "min-h-12 w-full px-4 py-2 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

/** Links styled as buttons use `buttonVariants` directly on the router `Link`. */
export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
