import { c1Office } from './c1-office.js';
import { c2Retail } from './c2-retail.js';
import { c3Industrial } from './c3-industrial.js';
import { c4OfficeArticles } from './c4-office-articles.js';
import type { Form } from './common.js';
import { r1Standard } from './r1-standard.js';
import { r2Apartment } from './r2-apartment.js';
import { r3Rental } from './r3-rental.js';
import { r4Tenancy } from './r4-tenancy.js';

/** The train split and the dev split are drafted from different forms: dev shows whether extraction generalises. */
export const FORMS_BY_SPLIT: Record<'train' | 'dev', Form[]> = {
  train: [r1Standard, r2Apartment, c1Office, c2Retail],
  dev: [r3Rental, r4Tenancy, c3Industrial, c4OfficeArticles],
};
