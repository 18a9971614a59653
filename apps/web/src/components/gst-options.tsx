import { GST_UNITS, gstRatesOn, toShopDay } from '@khatabill/domain';

// The choices of a product's or a bill line's GST (product §16), after the select's own
// first option (the shop's default, or none).

/** The rates in force today, in percent (`18`, `0.25`), as the API takes them. */
export function GstRateOptions() {
  return gstRatesOn(toShopDay(new Date())).map((bps) => (
    <option key={bps} value={String(bps / 100)}>
      {bps / 100} %
    </option>
  ));
}

/** Every GST unit code with its official name. */
export function GstUnitOptions() {
  return Object.entries(GST_UNITS).map(([code, name]) => (
    <option key={code} value={code}>
      {code} – {name}
    </option>
  ));
}
