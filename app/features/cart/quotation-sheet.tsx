import type { QuotationCompany } from "~/content/quotation-company";
import { Fragment } from "react";
import { quotationCopy } from "~/content/store/order-tools";
import { quotationTermsCopy } from "~/content/store/quotation-pdf";
import { cartCopy } from "~/content/store/store";
import { formatUsd, lineTotalCents } from "~/lib/money";
import { quotationTerms } from "./pdf/quotation-facts";
import { orderLines, subtotalCents, type CartLines } from "./state/cart-reducer";

const cell = "border-b border-slate-200 px-1 py-2 align-top sm:px-2";
const numeric = `${cell} text-right tabular-nums`;
// A column is at least as wide as its widest number on a phone ("$171,500.00", "9999"), so numbers and the
// headings read whole; but never more than a share of the screen, so with large text they wrap rather than push
// the table past the screen's edge.
const quantityColumn = `${numeric} min-w-[min(5ch,13vw)]`;
const moneyColumn = `${numeric} min-w-[min(11ch,25vw)]`;

/**
 * The quotation as it prints: company, date, reference, validity, one row per line ordered (a line no longer sold
 * is not), total, free shipping, the terms (as the PDF states them), the list's link, the note.
 */
export function QuotationSheet({
  lines,
  company,
  dateText,
  validUntilText,
  reference,
  listUrl,
}: {
  lines: CartLines;
  company: QuotationCompany;
  dateText: string;
  validUntilText: string;
  reference: string;
  /** The shared list's address for these lines. */
  listUrl: string;
}) {
  const terms = quotationTermsCopy;
  const { columns } = quotationCopy;
  // Subtotal, shipping and total read exactly as the cart's order summary says them.
  const { summary } = cartCopy;
  const total = formatUsd(subtotalCents(lines));
  return (
    <article
      aria-labelledby="quotation-title"
      className="mx-auto max-w-[180mm] rounded-lg [overflow-wrap:anywhere] border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-sm sm:p-10 print:max-w-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="grid gap-6 border-b-2 border-slate-800 pb-6 sm:grid-cols-[1fr_auto] print:grid-cols-[1fr_auto]">
        <address className="not-italic">
          <p className="text-ink text-lg font-extrabold">{company.name}</p>
          {company.addressLines.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p>{company.phone}</p>
          <p>{company.email}</p>
        </address>
        <div className="sm:text-right print:text-right">
          <h1
            id="quotation-title"
            className="text-ink text-xl font-extrabold tracking-tight sm:text-3xl print:text-3xl"
          >
            {quotationCopy.title}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-3 sm:justify-end print:justify-end gap-y-1">
            <dt className="font-semibold">{quotationCopy.reference}</dt>
            <dd className="font-mono" data-testid="quotation-reference">
              {reference}
            </dd>
            <dt className="font-semibold">{quotationCopy.date}</dt>
            <dd data-testid="quotation-date">{dateText}</dd>
            <dt className="font-semibold">{terms.validUntil}</dt>
            <dd data-testid="quotation-valid-until">{validUntilText}</dd>
          </dl>
        </div>
      </header>
      <p className="mt-6">{quotationCopy.intro}</p>
      {/* Fits a 375 px phone without scrolling: small type there, and the product name wraps. */}
      <div className="mt-4">
        <table className="w-full border-collapse text-xs sm:text-sm">
          <thead>
            <tr className="text-left text-xs tracking-wider text-slate-700 uppercase">
              <th scope="col" className={cell}>
                {columns.product}
              </th>
              <th scope="col" className={quantityColumn}>
                {columns.quantity}
              </th>
              <th scope="col" className={moneyColumn}>
                {columns.unitPrice}
              </th>
              <th scope="col" className={moneyColumn}>
                {columns.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {orderLines(lines).map((line) => (
              <tr key={line.id} data-testid="quotation-line">
                {/* Where a long name must break on a small phone, at a hyphen where the phone knows the word. */}
                <td className={`${cell} hyphens-auto`}>{line.name}</td>
                <td className={numeric}>{line.quantity}</td>
                <td className={numeric}>{formatUsd(line.priceCents)}</td>
                <td className={numeric}>{formatUsd(lineTotalCents(line.priceCents, line.quantity))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl data-print-keep="" className="mt-4 ml-auto grid max-w-xs gap-1">
        <div className="flex flex-wrap justify-between gap-x-6">
          <dt>{summary.subtotal}</dt>
          <dd className="tabular-nums">{total}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-6">
          <dt>{summary.shipping}</dt>
          <dd>{summary.shippingValue}</dd>
        </div>
        <div className="text-ink flex justify-between gap-6 border-t border-slate-800 pt-1 text-base font-bold">
          <dt>{summary.total}</dt>
          <dd className="tabular-nums" data-testid="quotation-total">
            {total}
          </dd>
        </div>
      </dl>
      <section data-print-keep="" aria-labelledby="quotation-terms" className="mt-8">
        <h2 id="quotation-terms" className="text-ink border-b border-slate-200 pb-1 text-base font-bold">
          {terms.heading}
        </h2>
        <dl className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-[11rem_1fr] print:grid-cols-[11rem_1fr]">
          {quotationTerms(company, validUntilText).map(({ key, label, value }) => (
            <Fragment key={key}>
              <dt className="font-semibold">{label}</dt>
              <dd data-testid={`quotation-${key}`}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section data-print-keep="" aria-labelledby="quotation-list-link" className="mt-6">
        <h2 id="quotation-list-link" className="text-ink text-sm font-bold">
          {terms.listLink}
        </h2>
        <p className="text-slate-700">{terms.listLinkHint}</p>
        <a
          href={listUrl}
          className="text-brand-700 font-mono text-xs break-all underline"
          data-testid="quotation-list-link"
        >
          {listUrl}
        </a>
      </section>
      <p data-print-keep="" className="mt-8 border-t border-slate-200 pt-4 text-slate-700">
        {quotationCopy.note}
      </p>
    </article>
  );
}
