import type * as React from "react";

export const fieldClass =
  "mt-1.5 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 user-invalid:border-red-700";

/** A label with its control; required fields carry an asterisk (the control itself says "required"). */
export function FormField({
  id,
  label,
  required = false,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-ink block text-sm font-semibold">
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
        {hint && <span className="ml-1 font-normal text-slate-600">{hint}</span>}
      </label>
      {children}
    </div>
  );
}
