/**
 * Preloaded (`node --import tsx --import ./server/test/process-fault.ts server/main.ts`) by process-errors.test.ts:
 * each SIGUSR2 makes the process meet a fault outside any request, as a bug elsewhere would raise it: first a
 * promise rejection nobody handles, then an exception nobody catches.
 */
let faults = 0;
process.on('SIGUSR2', () => {
  if (faults++ === 0) void Promise.reject(new Error('a stray rejection from the test'));
  else throw new Error('an uncaught exception from the test');
});
