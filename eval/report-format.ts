/** Number and table formatting shared by the report's sections. */
export const f3 = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(3));
export const pct = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? 'n/a' : `${(n * 100).toFixed(1)}%`);
/** A difference of shares, in percentage points with its sign. */
export const points = (n: number | undefined) =>
  n === undefined || Number.isNaN(n) ? '' : `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n * 100).toFixed(1)}`;
/** A share of `n` cases, or n/a when there were none. */
export const share = (value: number, n: number) => (n ? `${pct(value)} of ${n}` : 'n/a (none)');
export const met = (ok: boolean) => (ok ? 'yes' : '**no**');
export const meetsAtLeast = (value: number, target: number) => met(value >= target);

export function table(head: string[], rows: (string | number)[][]) {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}
