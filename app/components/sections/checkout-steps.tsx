/** Numbered steps on a dark band: the store home's three-step chat-checkout explainer. */
export function CheckoutSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-lg border border-white/15 bg-white/5 p-6">
          <span
            className="bg-accent-500 text-ink flex size-10 items-center justify-center rounded-full text-lg font-extrabold"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-white">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-200">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
