/**
 * Text orders shared by whatever sorts many names: the orders String.prototype.localeCompare gives with no options
 * and with `'en', { numeric: true }` ("2B" before "10A"), made once instead of once per comparison, and `ranks`,
 * which gives each distinct text its place in an order so that sorting tens of thousands of items compares numbers
 * with the same outcome.
 */
export const textOrder = new Intl.Collator().compare;
export const unitOrder = new Intl.Collator('en', { numeric: true }).compare;

/** Each distinct text's place in `order`; texts the order calls equal share one. */
export function ranks(texts: Iterable<string>, order: (a: string, b: string) => number = textOrder): Map<string, number> {
  const distinct = [...new Set(texts)].sort(order);
  const rank = new Map<string, number>();
  let at = 0;
  distinct.forEach((text, i) => {
    if (i > 0 && order(distinct[i - 1]!, text) !== 0) at = i;
    rank.set(text, at);
  });
  return rank;
}
