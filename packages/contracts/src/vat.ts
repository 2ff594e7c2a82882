import { z } from 'zod';

/**
 * VAT that fits the buyer (issue 41, decision 0345). Two regimes, chosen by the `VAT_REGIME` setting:
 *
 * - `single-purpose`: the credit is a single-purpose voucher (CGI art. 256 ter, directive 2006/112
 *   art. 30 bis as inserted by directive 2016/1065): French VAT (20 %) is due when it is sold, once.
 *   The place of supply must be known then, so only buyers billed in France (Monaco is in the French
 *   VAT territory) may top up.
 * - `multi-purpose`: the credit is a multi-purpose voucher; selling it is outside the scope of VAT, and
 *   VAT is due on each reading as it is consumed, at the rate of the buyer's member state (with the
 *   one-stop shop, `VAT_OSS`), or at the French rate everywhere while the shop is below the EU
 *   threshold of 10 000 € and has not opted for taxation at destination (CGI art. 259 D).
 */
export const VAT_REGIMES = ['single-purpose', 'multi-purpose'] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];

/**
 * Standard VAT rates of the 27 member states, in basis points (2100 = 21 %), as published by the
 * European Commission (Taxes in Europe Database, « VAT rates applied in the Member States »), in force
 * on 1 January 2026 (Finland 25,5 % since 1 September 2024, Slovakia 23 % since 1 January 2025,
 * Estonia 24 % since 1 July 2025, Romania 21 % since 1 August 2025). A reading is an electronically
 * supplied service: the standard rate applies.
 */
export const EU_VAT_RATES_BP = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
} as const satisfies Record<string, number>;
export type EuCountry = keyof typeof EU_VAT_RATES_BP;

/** The French rate, charged at top-up on a single-purpose voucher and below the EU threshold. */
export const FRENCH_VAT_RATE_BP = EU_VAT_RATES_BP.FR;

/**
 * The countries a buyer may be billed in (ISO 3166-1 alpha-2): the 27 member states and Monaco,
 * which belongs to the French VAT territory (convention of 18 May 1963). Elsewhere the shop would owe
 * a VAT registration of its own (the United Kingdom from the first sale, Switzerland, Norway…): not
 * offered.
 */
export const BILLING_COUNTRIES = [...(Object.keys(EU_VAT_RATES_BP) as EuCountry[]), 'MC'] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

/** The countries a single-purpose voucher can be sold to: the French VAT territory. */
export const FRENCH_VAT_TERRITORY = ['FR', 'MC'] as const;

/** The countries the checkout accepts under a regime. */
export function billingCountriesFor(regime: VatRegime): readonly BillingCountry[] {
  return regime === 'single-purpose' ? FRENCH_VAT_TERRITORY : BILLING_COUNTRIES;
}

export function isBillingCountry(value: unknown): value is BillingCountry {
  return typeof value === 'string' && (BILLING_COUNTRIES as readonly string[]).includes(value);
}

/**
 * The rate of a reading consumed by a buyer billed in `country`: the member state's standard rate
 * with the one-stop shop (`oss`), else the French one (below the threshold, or Monaco).
 */
export function readingVatRateBp(country: BillingCountry, oss: boolean): number {
  if (!oss || country === 'MC') return FRENCH_VAT_RATE_BP;
  return EU_VAT_RATES_BP[country];
}

/** What the top-up's form needs: the regime, the countries it accepts, the buyer's default. */
export const billingOptionsSchema = z.object({
  regime: z.enum(VAT_REGIMES),
  countries: z.array(z.string()),
  /** The country of the buyer's last top-up, else France. */
  country: z.string(),
});
export type BillingOptions = z.infer<typeof billingOptionsSchema>;
