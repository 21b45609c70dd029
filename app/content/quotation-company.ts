// The company as every quotation states it (printed and PDF): its registered name, address and contacts, and the
// terms staff edit in the content manager (app/data/company.json). Plain data, written into the cart and quotation
// pages for their islands.
import { company } from "./company-data";
import { site } from "./site";

export interface QuotationCompany {
  /** The registered name. */
  name: string;
  addressLines: readonly string[];
  phone: string;
  email: string;
  registrationNumber: string;
  /** Days a quotation holds from its date. */
  validityDays: number;
  paymentTerms: string;
  deliveryTerms: string;
}

export const quotationCompany: QuotationCompany = {
  name: site.legalName,
  addressLines: [site.address.street, `${site.address.city}, ${site.address.country}`],
  phone: site.phone,
  email: site.salesEmail,
  registrationNumber: company.registrationNumber,
  validityDays: company.quotationValidityDays,
  paymentTerms: company.paymentTerms,
  deliveryTerms: company.deliveryTerms,
};
