/**
 * Cooperative yielding for work done on the backend's own thread (queries run there
 * when there are no function workers): database syscalls answer with settled promises,
 * so a chain of executions never gives the event loop a turn by itself. Every caller
 * shares one time slice, which starts when the event loop last had a turn: once it has
 * lasted `sliceMs`, the next caller waits for the event loop to take in frames,
 * mutations and group commits. A caller that knows a commit is waiting for its group
 * commit (`urgent`) waits at once: the mutation's caller waits on that fsync, and
 * subscription updates can wait a turn. (With function workers the loop turns between
 * executions by itself, and nobody waits.)
 */
let sliceStart = performance.now();
let watching = false;
let turn: Promise<void> | null = null;

export function yieldIfBusy(
  sliceMs: number,
  urgent = false,
): Promise<void> | undefined {
  if (turn) return turn;
  if (urgent) return nextTurn();
  if (!watching) {
    watching = true;
    setImmediate(() => {
      watching = false;
      sliceStart = performance.now();
    });
    // The loop turned since the last call (or this is the first): a new slice.
    sliceStart = performance.now();
    return undefined;
  }
  if (performance.now() - sliceStart < sliceMs) return undefined;
  return nextTurn();
}

function nextTurn(): Promise<void> {
  turn = new Promise<void>((resolve) =>
    setImmediate(() => {
      turn = null;
      sliceStart = performance.now();
      resolve();
    }),
  );
  return turn;
}
