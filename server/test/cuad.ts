import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The CUAD development set: ../shared/eval/cuad-dev beside the repository, as on CI (or CUAD_DIR). Resolved from
 * this file, so tests, scripts and benchmarks find it wherever the clone lives.
 */
export const CUAD_DIR = process.env.CUAD_DIR ?? fileURLToPath(new URL('../../../shared/eval/cuad-dev', import.meta.url));
export const CUAD_CONTRACTS = join(CUAD_DIR, 'contracts');
