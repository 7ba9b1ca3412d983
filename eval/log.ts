/** Progress goes to stderr so stdout holds only the results table. */
export function log(message: string) {
  process.stderr.write(`[eval ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}
