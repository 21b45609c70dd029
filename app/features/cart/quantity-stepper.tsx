import { Minus, Plus } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { EARLY } from "~/before-scripts/early-actions";
import { MAX_QUANTITY, MIN_QUANTITY, normalizeQuantity } from "~/lib/quantity";
import { cn } from "~/lib/cn";

/**
 * Whole-number quantity from 1 to 9,999 with − and + buttons. Typing commits as soon as the text is a number;
 * empty or non-numeric text becomes 1 when the field is left (or Enter is pressed). Before the page's scripts
 * arrive, the page's inline script applies − and + to the field; what the field holds then is taken over here.
 */
export function QuantityStepper({
  value,
  onChange,
  productName,
  id: givenId,
  className,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the field: "Quantity for <productName>". */
  productName: string;
  /** The field's id, for a control that reads it (Add to Cart before the page is live). */
  id?: string;
  className?: string;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const field = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A new value from outside (the other button, another tab) replaces what is typed.
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = (quantity: number) => {
    setShown(quantity);
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  };

  const onType = (text: string) => {
    setDraft(text);
    const number = Number(text.trim());
    if (text.trim() !== "" && !Number.isNaN(number)) {
      const quantity = normalizeQuantity(number);
      setShown(quantity);
      if (quantity !== value) onChange(quantity);
    }
  };

  // Whatever was typed or stepped before the page was live is still in the field: take it over once.
  const adoptEarlyInput = useEffectEvent(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== draft) onType(typed);
  });
  useEffect(() => adoptEarlyInput(), []);

  const button =
    "inline-flex size-11 items-center justify-center text-brand-700 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent";
  return (
    <div className={cn("inline-flex items-center rounded-md border border-slate-300 bg-white", className)}>
      <button
        type="button"
        aria-label="Decrease quantity"
        aria-controls={id}
        {...{ [EARLY.step]: "-1" }}
        className={cn(button, "rounded-l-md")}
        disabled={value <= MIN_QUANTITY}
        onClick={() => commit(normalizeQuantity(value - 1))}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <label htmlFor={id} className="sr-only">
        Quantity for {productName}
      </label>
      <input
        ref={field}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        onChange={(event) => onType(event.target.value)}
        onBlur={() => commit(normalizeQuantity(draft))}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit(normalizeQuantity(draft));
          if (event.key === "ArrowUp") commit(normalizeQuantity(value + 1));
          if (event.key === "ArrowDown") commit(normalizeQuantity(value - 1));
        }}
        className="text-ink h-11 w-[5ch] border-x border-slate-300 text-center text-base font-semibold tabular-nums"
      />
      <button
        type="button"
        aria-label="Increase quantity"
        aria-controls={id}
        {...{ [EARLY.step]: "1" }}
        className={cn(button, "rounded-r-md")}
        disabled={value >= MAX_QUANTITY}
        onClick={() => commit(normalizeQuantity(value + 1))}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
