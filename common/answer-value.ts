/**
 * The value an answer states, in a structured form as well as in words, so key terms and the evaluation can
 * compare it with expected answers (dates as dates, durations as "30 days", jurisdictions and parties by name).
 */
export type DurationUnit = 'day' | 'week' | 'month' | 'year';
export type Polarity = 'yes' | 'no' | 'conditional';

export type AnswerValue =
  | { type: 'date'; iso: string | null; year: number | null; month: number | null; day: number | null; normalized: string }
  | { type: 'amount'; value: number; currency: string | null; percent: boolean; per: string | null; normalized: string }
  | { type: 'duration'; amount: number; unit: DurationUnit; successive: boolean; count: number | null; normalized: string }
  | { type: 'perpetual'; normalized: 'perpetual' }
  | { type: 'jurisdiction'; name: string; normalized: string }
  | { type: 'place'; name: string; normalized: string }
  | { type: 'parties'; names: string[]; roles: Array<string | null>; normalized: string }
  | { type: 'yes_no'; polarity: Polarity; normalized: Polarity }
  | { type: 'list'; items: string[]; normalized: string }
  | { type: 'text'; normalized: string };
