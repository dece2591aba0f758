/**
 * Cooperative yielding for work done on the backend's own thread (queries run there
 * when there are no function workers): database syscalls answer with settled promises,
 * so a chain of executions never gives the event loop a turn by itself. Every caller
 * shares one time slice: once it has lasted `sliceMs`, the next caller waits for the
 * event loop to take in frames, mutations and group commits, then a new slice starts.
 */
let sliceStart = performance.now();
let turn: Promise<void> | null = null;

export function yieldIfBusy(sliceMs: number): Promise<void> | undefined {
  if (turn) return turn;
  if (performance.now() - sliceStart < sliceMs) return undefined;
  turn = new Promise<void>((resolve) =>
    setImmediate(() => {
      turn = null;
      sliceStart = performance.now();
      resolve();
    }),
  );
  return turn;
}
